// The offer of the Spanish site on the English home page, to a visitor whose browser prefers
// Spanish (see language-choice.ts). Loaded only when it is shown. It is a banner, not a dialog:
// it takes no focus and blocks nothing, and it is fixed to the bottom of the window, so nothing on
// the page moves when it appears. It never redirects: the visitor chooses. A named <section> is a
// region landmark, so a screen reader can find it.
import { Link } from "react-router";
import { Button } from "~/ui/button";
import { languageOffer } from "~/platform/copy/shell.en";
import { rememberLanguage } from "~/features/site/language-choice";
import { localePath } from "~/platform/locale";

export default function LanguageOffer() {
  return (
    <section
      aria-label={languageOffer.label}
      lang={languageOffer.lang}
      className="fixed inset-x-2 bottom-2 z-30 mx-auto flex max-w-2xl flex-wrap items-center justify-center gap-x-4 gap-y-2 rounded-card border-2 border-line bg-ink-2 p-4 shadow-2xl sm:inset-x-4 sm:bottom-4"
    >
      <p className="basis-full text-center font-bold sm:basis-auto">{languageOffer.text}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild size="sm" variant="paper">
          <Link to={localePath("es", "/")} hrefLang={languageOffer.lang} onClick={() => rememberLanguage("es")}>
            {languageOffer.accept}
          </Link>
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => rememberLanguage("en")}>
          {languageOffer.decline}
        </Button>
      </div>
    </section>
  );
}
