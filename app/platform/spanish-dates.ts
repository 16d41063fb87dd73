// How the Spanish pages write a time Intl formats in es-US, so it reads like the Spanish copy
// beside it: abbreviations with their period ("sáb.", "dic."), "p. m." with its space whatever
// the ICU version writes, and New York's zone as the copy names it, "(hora del Este)", not "EST".
import { siteTimeZone } from "~/platform/time-zone";

/** New York's zone as the Spanish copy names it, in summer and winter alike. */
const EASTERN_TIME = "(hora del Este)";

/** Intl's parts of a time in es-US, each as the Spanish pages spell it. */
function spanishParts(formatter: Intl.DateTimeFormat, date: Date | number): Intl.DateTimeFormatPart[] {
  const options = formatter.resolvedOptions();
  return formatter.formatToParts(date).map(({ type, value }) => {
    const abbreviated = (type === "month" && options.month === "short") || (type === "weekday" && options.weekday === "short");
    if (abbreviated && !value.endsWith(".")) return { type, value: `${value}.` };
    if (type === "dayPeriod") return { type, value: /^a/i.test(value) ? "a. m." : "p. m." };
    if (type === "timeZoneName" && options.timeZone === siteTimeZone) return { type, value: EASTERN_TIME };
    // ICU puts a no-break space before the day period in some versions and a plain one in others.
    if (type === "literal" && /^\s+$/.test(value)) return { type, value: " " };
    return { type, value };
  });
}

/** A time as es-US formats it, in the Spanish pages' spelling: "sáb., 5 de dic., 2:00 p. m.". */
export function spanishDateText(formatter: Intl.DateTimeFormat, date: Date | number): string {
  return spanishParts(formatter, date)
    .map((part) => part.value)
    .join("");
}

/**
 * A deadline as the Spanish copy says one: "viernes 27 de noviembre a las 5:00 p. m. (hora del
 * Este)", and noon "al mediodía", as the schedule beside it does. `formatter` gives the weekday,
 * day, month, hour, minute and zone.
 */
export function spanishDeadlineText(formatter: Intl.DateTimeFormat, date: Date | number): string {
  const part = Object.fromEntries(spanishParts(formatter, date).map(({ type, value }) => [type, value]));
  const noon = part.hour === "12" && part.minute === "00" && part.dayPeriod === "p. m.";
  const time = noon ? "al mediodía" : `a las ${part.hour}:${part.minute} ${part.dayPeriod}`;
  return `${part.weekday} ${part.day} de ${part.month} ${time} ${part.timeZoneName}`;
}
