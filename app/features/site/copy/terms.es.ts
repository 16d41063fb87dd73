// /es/terms in plain Spanish, addressed to parents and guardians ("usted"), who read about the
// participant in the third person: the twin of ./terms.en.ts.
import type * as english from "./terms.en";
import { site } from "~/platform/copy/site.en";
import type { Translation } from "~/platform/translation";

export const termsOfUse: Translation<typeof english.termsOfUse> = {
  title: "Términos de uso",
  effective: "2026-11-22",
  contactEmail: site.contactEmail,
  intro: `Estas son las reglas para usar el sitio web y la comunidad de ${site.name}. Al usar el sitio, usted las acepta. Las hicimos cortas y sencillas a propósito.`,
  sections: [
    {
      heading: "Conducta en la comunidad",
      paragraphs: [
        "El respeto va primero. Nada de odio, acoso (bullying), hostigamiento ni amenazas, ni en línea ni en persona. Las críticas deben ayudar a los demás a mejorar.",
        "Antes de compartir públicamente el trabajo de otra persona, hay que pedirle permiso.",
        "Podemos eliminar contenido o sacar a alguien de la comunidad para que siga siendo un espacio seguro para los jóvenes.",
      ],
    },
    {
      heading: "Las obras y el consentimiento",
      paragraphs: [
        "La obra que envía un participante sigue siendo suya. Cuando un participante envía una obra a la galería, a un concurso o a The Weekly Drop, nos da permiso para mostrarla en este sitio y en nuestros canales, con su nombre, la inicial de su apellido, su edad y su condado.",
        "Solo mostramos trabajos que cuenten con consentimiento para exhibirse públicamente; en el caso de participantes menores de 18 años, también con el consentimiento de su madre, padre o tutor legal, que confirmamos con esa persona antes de mostrar la obra. El participante, o su madre, padre o tutor legal, puede pedirnos que retiremos la obra en cualquier momento.",
        "Cada participante debe enviar solo obras que haya hecho personalmente.",
      ],
    },
    {
      heading: "Eventos, concursos y programas",
      paragraphs: [
        "Las fechas, los premios y los detalles de los eventos y concursos pueden cambiar; la página de cada uno tiene la información más reciente. Los requisitos para participar aparecen en cada página.",
      ],
    },
    {
      heading: "Sin garantía",
      paragraphs: [
        "Nos esforzamos por mantener este sitio correcto y en línea, pero se ofrece tal como está, sin garantías. No somos responsables de otros sitios a los que enlazamos.",
      ],
    },
    {
      heading: "Cambios",
      paragraphs: ["Podemos actualizar estos términos. Cuando lo hagamos, publicaremos la nueva versión en esta página."],
    },
    {
      heading: "Contacto",
      paragraphs: [`¿Tiene preguntas sobre estos términos? Escriba a ${site.contactEmail}.`],
    },
  ],
};

export const termsMeta: Translation<typeof english.termsMeta> = {
  title: "Términos de uso | WYP",
  description: "Las reglas, en lenguaje sencillo, para usar el sitio y la comunidad de WYP.",
};
