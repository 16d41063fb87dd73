// How the Spanish pages write a time Intl formats in es-US, so it reads like the Spanish copy
// beside it: abbreviations with their period ("sáb.", "dic."), "5:00 p. m." held together by
// no-break spaces (a line never breaks inside a time) whatever the ICU version writes, and New
// York's zone as the copy names it, "(hora del Este)", not "EST".
import { siteTimeZone } from "~/platform/time-zone";

/** New York's zone as the Spanish copy names it, in summer and winter alike. */
const EASTERN_TIME = "(hora del Este)";

/** A no-break space: inside "p. m." and between a time and its "p. m.". */
const NBSP = "\u00a0";
const AM = `a.${NBSP}m.`;
const PM = `p.${NBSP}m.`;

/** Intl's parts of a time in es-US, each as the Spanish pages spell it. */
function spanishParts(formatter: Intl.DateTimeFormat, date: Date | number): Intl.DateTimeFormatPart[] {
  const options = formatter.resolvedOptions();
  const parts = formatter.formatToParts(date);
  return parts.map(({ type, value }, index) => {
    const abbreviated = (type === "month" && options.month === "short") || (type === "weekday" && options.weekday === "short");
    if (abbreviated && !value.endsWith(".")) return { type, value: `${value}.` };
    if (type === "dayPeriod") return { type, value: /^a/i.test(value) ? AM : PM };
    if (type === "timeZoneName" && options.timeZone === siteTimeZone) return { type, value: EASTERN_TIME };
    // ICU puts a no-break space before the day period in some versions and a plain one in others.
    if (type === "literal" && /^\s+$/.test(value)) return { type, value: parts[index + 1]?.type === "dayPeriod" ? NBSP : " " };
    return { type, value };
  });
}

/** A time as es-US formats it, in the Spanish pages' spelling: "sáb., 5 de dic., 2:00 p. m." (no-break spaces in the time). */
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
  const noon = part.hour === "12" && part.minute === "00" && part.dayPeriod === PM;
  const time = noon ? "al mediodía" : `a las ${part.hour}:${part.minute}${NBSP}${part.dayPeriod}`;
  return `${part.weekday} ${part.day} de ${part.month} ${time} ${part.timeZoneName}`;
}
