// /es/privacy in plain Spanish, addressed to parents and guardians ("usted"); the terms are in ./terms.es.ts.
import type * as english from "./legal.en";
import { retention } from "~/platform/retention-periods";
import { site } from "~/platform/copy/site.en";
import type { Translation } from "~/platform/translation";
import { teenAges } from "~/platform/ages";
import { chatCommunityMinimumAge } from "~/platform/ages";

export const privacyNotice: Translation<typeof english.privacyNotice> = {
  title: "Aviso de privacidad",
  effective: "2026-11-26",
  contactEmail: site.contactEmail,
  intro: `Este aviso explica qué información recopila ${site.name} (${site.longName}) a través de este sitio web, por qué la recopila, cuánto tiempo la guardamos y cómo puede pedirnos que la eliminemos. Recopilamos lo menos posible.`,
  sections: [
    {
      heading: "Qué información recopilamos",
      paragraphs: [
        "Usted puede leer la mayor parte de este sitio sin darnos ningún dato. Solo recopilamos información cuando usted llena un formulario o le da «me gusta» a una obra en la galería:",
        "Solicitud para ser mentor: su nombre y apellido, su correo electrónico, su número de teléfono y la ruta o el programa en el que quiere ser mentor.",
        "Consulta sobre alianzas: su nombre y apellido, su correo electrónico, su número de teléfono, su empresa y lo que le interesa.",
        "Crown Access (página de Deporte): su nombre y su correo electrónico.",
        "Suscripción al boletín: su correo electrónico.",
        `The Weekly Drop (concurso de arte), cuyo formulario llenan los propios participantes, jóvenes de ${teenAges.min} a ${teenAges.max} años: la foto de la obra, su título y su descripción, y el nombre, la inicial del apellido, la edad, el condado (borough), el barrio si lo indica (solo lo ve nuestro equipo) y el correo electrónico del participante; si es menor de 18 años, también el nombre y el teléfono o correo electrónico de su madre, padre o tutor legal.`,
        "Los «me gusta» de la galería: un identificador de visitante anónimo y aleatorio, guardado en una cookie en su dispositivo, para que cada visitante pueda darle «me gusta» a cada obra una sola vez. No contiene ningún dato personal y no está vinculado a su nombre ni a su correo electrónico.",
      ],
    },
    {
      heading: "Por qué la recopilamos",
      paragraphs: [
        "Usamos lo que usted nos envía solo para el fin con el que lo envió: revisar su solicitud para ser mentor, responder a su consulta sobre alianzas, informarle sobre Crown Access, enviarle el boletín o contar su «me gusta».",
      ],
    },
    {
      heading: "Cuánto tiempo la guardamos",
      paragraphs: [
        `Todo lo que usted envía por medio de un formulario (solicitudes para ser mentor, consultas sobre alianzas, solicitudes de Crown Access y suscripciones al boletín) se guarda en este sitio web durante ${retention.leadsMonths} meses a partir del día en que lo envía, y luego se elimina automáticamente.`,
        `Suscripciones al boletín: usted permanece en la lista del boletín hasta que cancele su suscripción. La copia de su suscripción que guarda el propio sitio web se elimina después de ${retention.leadsMonths} meses, igual que los demás formularios.`,
        `Las copias de seguridad de los datos del sitio web se eliminan después de ${retention.backupDays} días, así que todo lo que se elimina del sitio web desaparece de todas las copias de seguridad ${retention.backupDays} días después.`,
        `Cuando usted nos pide que eliminemos su información (vea «Sus opciones» más abajo), borramos del sitio web todos los formularios enviados desde su dirección de correo electrónico y le pedimos al servicio externo que usamos para recibir los formularios que también elimine su copia.`,
        "La cookie de los «me gusta» de la galería: 1 año; después, su navegador la elimina. Usted puede eliminarla antes, en cualquier momento, desde la configuración de su navegador.",
      ],
    },
    {
      heading: "The Weekly Drop",
      paragraphs: [
        `Quienes participan son jóvenes de ${teenAges.min} a ${teenAges.max} años que llenan el formulario por su cuenta. Usamos lo que envían con una participación solo para llevar a cabo el concurso: un moderador revisa cada participación y solo se muestran las que se aprueban. El público ve la obra, su título y su descripción, y el nombre, la inicial del apellido, la edad y el condado del participante, y no ve nada antes de que un moderador la apruebe.`,
        "El correo electrónico del participante se usa solo para avisarle si gana. Nunca se muestra en el sitio, nunca se comparte y nunca se envía al servicio externo que usamos para recibir los formularios.",
        "Si el participante es menor de 18 años, su obra se muestra solo cuando su madre, padre o tutor legal da su consentimiento. Usamos el nombre y el teléfono o correo electrónico de esa persona solo para preguntarle; un miembro del equipo registra cómo dio su consentimiento, y quién lo registró y cuándo, antes de que un moderador pueda aprobar la participación. Esos datos se eliminan junto con la participación.",
        "Las fotos se vuelven a guardar antes de que alguien las vea, y se elimina todo lo que va oculto en el archivo (cámara, lugar, hora).",
        `Las participaciones, con su correo electrónico y su foto, se eliminan ${retention.dropEntryDays} días después de que se anuncia la obra ganadora de la semana. Si la obra gana, permanece en la galería y en la sección «Obras ganadoras recientes» de The Weekly Drop, con el consentimiento que se dio al enviarla, hasta que se nos pida retirarla.`,
        `Pueden pedirnos que retiremos una obra o que eliminemos una participación antes de esa fecha el propio participante o su madre, padre o tutor legal: basta con escribir a ${site.contactEmail} desde la dirección de correo electrónico con la que se participó. Si usted es la madre, el padre o el tutor legal y no tiene acceso a ese correo, escríbanos desde el suyo con el nombre del participante, la inicial de su apellido y el título de la obra: la retiramos del sitio enseguida y nos comunicamos con usted para confirmar la solicitud.`,
      ],
    },
    {
      heading: "Quién la recibe",
      paragraphs: [
        `El equipo de ${site.name} y el servicio externo que usamos para recibir los formularios y darles seguimiento. Ese servicio maneja su información solo en nombre nuestro.`,
        "Nunca vendemos su información y nunca la compartimos con anunciantes.",
      ],
    },
    {
      heading: "Lo que no recopilamos",
      paragraphs: [
        "No guardamos direcciones IP tal como llegan. Para evitar abusos, limitamos la frecuencia con la que se pueden enviar formularios y «me gusta»; para eso guardamos un código calculado a partir de la dirección con una clave secreta, del que no se puede recuperar la dirección, y solo durante el tiempo que el límite lo requiere.",
        "No usamos rastreadores de terceros, cookies publicitarias ni herramientas de analítica que lo sigan a usted por internet.",
      ],
    },
    {
      heading: "Cómo contamos las visitas",
      paragraphs: [
        "Para saber cómo le va al sitio, nuestro propio servidor cuenta las páginas que se visitan. Cuando se abre una página, esta le indica a nuestro servidor la dirección de la página (que también indica su idioma), el sitio web desde el que usted llegó (solo su nombre, por ejemplo instagram.com), la campaña indicada en el enlace si la hay (por ejemplo, la de un volante) y si la pantalla es de un teléfono, de una tableta o de una computadora. Cuando usted sale de una página, esta también le indica a nuestro servidor qué tan rápido cargó, respondió a sus toques y se mantuvo quieta, para que podamos mantener el sitio rápido en cualquier teléfono; eso también se guarda solo como totales diarios por página y tipo de dispositivo. No se usa ninguna cookie y no se guarda nada en su dispositivo: incluso el idioma que usted elige se recuerda solo mientras la página está abierta.",
        "Para contar a cada visitante una sola vez al día sin saber quién es, el servidor combina un valor secreto, creado de nuevo cada día (hora de Nueva York), con su dirección de red y su tipo de navegador (Chrome, Safari...) para obtener un código que no se puede revertir. No se guardan ni la dirección ni los datos de su navegador, y el valor secreto y los códigos se eliminan al terminar el día, de modo que nadie puede saber si las visitas de dos días distintos vinieron de la misma persona.",
        `Solo guardamos totales diarios (visitas y visitantes por página, idioma, origen, campaña y tipo de dispositivo) durante ${retention.insightsMonths} meses; después se eliminan. Un sitio web se guarda con su nombre solo si es uno muy conocido (un buscador, una red social), y el origen o la campaña de un enlace solo si está escrito como el nombre de una campaña (corto y en minúsculas); cualquier otro, que podría ser el nombre, el correo o el teléfono de alguien, se cuenta solo como «otro». Las inscripciones se cuentan según la página en la que se hicieron. Cuando usted se inscribe, da un «me gusta» o vota, la página también envía con ello el sitio web o la campaña de donde vino su visita, y nuestro servidor solo suma uno al total de ese día para ese origen: el origen no se guarda con su inscripción, nada sobre usted entra en el total y ninguna inscripción se vincula nunca a una visita.`,
        "Si su navegador envía la señal Global Privacy Control, sus visitas no se cuentan en absoluto. Tampoco se cuentan los buscadores ni otros robots que se identifican como tales.",
      ],
    },
    {
      heading: `Niños menores de ${chatCommunityMinimumAge} años`,
      paragraphs: [
        `No recopilamos a sabiendas información personal de niños menores de ${chatCommunityMinimumAge} años. Cuando un visitante nos indica que tiene menos de ${chatCommunityMinimumAge} años, el sitio, en lugar de eso, le pide que le diga a su madre, padre o tutor legal que se una a nuestra página de Facebook para familias.`,
        `Si usted cree que un niño menor de ${chatCommunityMinimumAge} años nos ha enviado su información, escriba a ${site.contactEmail} y la eliminaremos.`,
      ],
    },
    {
      heading: "Enlaces a otros sitios",
      paragraphs: [
        "Algunos botones lo llevan a otros servicios, como nuestra comunidad de Discord, nuestra página de Facebook, el sitio del concurso de arte o nuestra plataforma de eventos. Esos servicios tienen sus propias políticas de privacidad, y este aviso no se aplica a ellos.",
      ],
    },
    {
      heading: "Sus opciones y cómo comunicarse con nosotros",
      paragraphs: [
        `Usted puede preguntarnos qué información tenemos sobre usted, pedirnos que la corrijamos o pedirnos que la eliminemos. Escriba a ${site.contactEmail} desde la dirección que usó, o díganos qué formulario llenó, y nos encargaremos de hacerlo.`,
        "Una madre, un padre o un tutor legal puede hacer las mismas solicitudes en nombre de su hijo o hija.",
      ],
    },
  ],
};

export const privacyMeta: Translation<typeof english.privacyMeta> = {
  title: "Aviso de privacidad | WYP",
  description:
    "Qué datos recopila este sitio, para qué, cuánto tiempo los guardamos y cómo pedirnos que los borremos. Escrito en lenguaje sencillo.",
};
