// The age dialog (home, art, sport, THE CORE): 13+ go to the chat community, under 13 ask a
// parent to join the parents' page. Without JavaScript the trigger is a link to the same two
// choices on /wypit, so the button always leads somewhere.
import * as React from "react";
import { Link } from "react-router";
import { ExternalAnchor } from "~/components/page/action-button";
import { Icon } from "~/components/page/icon";
import { Button, type ButtonProps } from "~/components/ui/button";
import { cn } from "~/lib/class-names";
import type { AgeOption, AgeDialogVariant } from "~/content/age-dialog";
import { useHydrated } from "~/lib/hydrated";
import { useDeferredDialog } from "./deferred-dialog";

const loadPanel = () => import("../on-demand/age-dialog-panel");
const AgeDialogPanel = React.lazy(loadPanel);

/** Id of the /wypit section that lists both choices (the no-JavaScript target of the trigger). */
export const AGE_CHOICES_SECTION_ID = "join-by-age";

export function AgeDialog({
  variant = "default",
  children,
  buttonVariant,
  size,
  className,
}: {
  variant?: AgeDialogVariant;
  children: React.ReactNode;
  buttonVariant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}) {
  const hydrated = useHydrated();
  const { mounted, show, triggerRef, panelProps, prefetchProps } = useDeferredDialog<HTMLButtonElement>(loadPanel);

  if (!hydrated) {
    return (
      <Button asChild variant={buttonVariant} size={size} className={className}>
        <Link to={`/wypit#${AGE_CHOICES_SECTION_ID}`}>{children}</Link>
      </Button>
    );
  }

  return (
    <>
      <Button
        ref={triggerRef}
        variant={buttonVariant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        onClick={show}
        {...prefetchProps}
      >
        {children}
      </Button>
      {mounted && (
        <React.Suspense fallback={null}>
          <AgeDialogPanel variant={variant} {...panelProps} />
        </React.Suspense>
      )}
    </>
  );
}

/**
 * One age choice as a large link that wraps (the labels are long). Used in the dialog and in the
 * /wypit section that stands in for it without JavaScript.
 */
export function AgeChoiceLink({ option, className, ...props }: { option: AgeOption } & React.ComponentProps<"a">) {
  return (
    <ExternalAnchor
      href={option.href}
      className={cn(
        "flex min-h-14 w-full items-center justify-between gap-3 rounded-card px-5 py-3 text-left text-lg font-bold transition-colors hover:bg-paper [&_svg]:size-5 [&_svg]:shrink-0",
        option.id === "teen" ? "bg-core text-ink" : "bg-art text-ink",
        className,
      )}
      {...props}
    >
      <span>{option.label}</span>
      <Icon name="ExternalLink" className="size-5" />
    </ExternalAnchor>
  );
}
