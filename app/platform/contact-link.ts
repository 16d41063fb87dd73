// Links that reach a person from what they wrote: an email address writes to them, a phone number
// calls them (its digits and a leading +, nothing else).

export function phoneHref(phone: string): string | undefined {
  const dialled = phone.replace(/[^\d+]/g, "");
  return dialled ? `tel:${dialled}` : undefined;
}

/** An email address or a phone number, whichever the person gave. */
export function contactHref(contact: string): string | undefined {
  return contact.includes("@") ? `mailto:${contact}` : phoneHref(contact);
}
