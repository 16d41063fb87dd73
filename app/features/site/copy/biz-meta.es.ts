// Title and description of /es/biz.
import type * as english from "./biz-meta.en";
import type { Translation } from "~/platform/translation";

export const bizMeta: Translation<typeof english.bizMeta> = {
  title: "WYP ENTREPRENEUR: créalo. Preséntalo. | WYP",
  description: "De la idea al MVP: mentoría, microsubvenciones y un Mini Shark Tank para fundadores jóvenes en Nueva York.",
};
