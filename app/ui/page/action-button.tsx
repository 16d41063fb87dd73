// One way to render a content Action: an internal route (<Link>), an external address (new tab),
// or one of the page's dialogs. Which dialog variant a page uses is the page's choice, so the
// page hands in a renderer per dialog id. Content names internal routes by their English path;
// the link leads to that page in the language being shown.
import type * as React from "react";
import { Link } from "react-router";
import { Icon } from "~/ui/icon";
import { Button, type ButtonProps } from "~/ui/button";
import type { Action, DialogId } from "~/platform/copy-types";
import { useLocale, useLocalePath } from "~/platform/use-locale";
import { shellText } from "~/platform/copy/shell";
import { useLinkHref } from "~/platform/use-page-content";

/** What a dialog component needs to render its own trigger (see mentor-dialog.tsx). */
export type DialogTriggerRenderProps = {
  children: React.ReactNode;
  buttonVariant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
};

/** The dialogs a page offers, e.g. `{ age: (p) => <AgeDialog {...p} /> }`. */
export type DialogRenderers = Partial<Record<DialogId, (props: DialogTriggerRenderProps) => React.ReactNode>>;

/** A link to another site: new tab, no opener, and screen readers are told it opens a new tab. */
export function ExternalAnchor({ children, href, ...props }: Omit<React.ComponentProps<"a">, "target" | "rel">) {
  const { opensInNewTab } = shellText[useLocale()];
  // A link token from the copy becomes the address staff published.
  const shown = useLinkHref(href ?? "");
  return (
    <a target="_blank" rel="noopener noreferrer" href={href === undefined ? undefined : shown} {...props}>
      {children}
      <span className="sr-only">{opensInNewTab}</span>
    </a>
  );
}

export function ActionButton({
  action,
  variant,
  size,
  className,
  dialogs,
}: {
  action: Action;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
  dialogs?: DialogRenderers;
}) {
  const pathIn = useLocalePath();
  if (action.dialog) {
    const render = dialogs?.[action.dialog];
    // A button that silently does nothing is a defect; fail loudly while building the page.
    if (!render) throw new Error(`"${action.label}" opens the ${action.dialog} dialog, but the page provides none`);
    const children = action.context ? (
      <>
        {action.label}
        <span className="sr-only"> {action.context}</span>
      </>
    ) : (
      action.label
    );
    return render({ children, buttonVariant: variant, size, className });
  }
  if (action.external) {
    return (
      <Button asChild variant={variant} size={size} className={className}>
        <ExternalAnchor href={action.href}>
          {action.label}
          {action.context && <span className="sr-only"> {action.context}</span>}
          <Icon name="ExternalLink" className="size-5" />
        </ExternalAnchor>
      </Button>
    );
  }
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={pathIn(action.href)}>
        {action.label}
        {action.context && <span className="sr-only"> {action.context}</span>}
      </Link>
    </Button>
  );
}

/** A row of actions: the first one loud, the rest outlined. */
export function ActionRow({
  actions,
  variant = "primary",
  dialogs,
  size = "lg",
  className,
}: {
  actions: readonly Action[];
  variant?: ButtonProps["variant"];
  dialogs?: DialogRenderers;
  size?: ButtonProps["size"];
  className?: string;
}) {
  return (
    <div className={className ?? "flex flex-wrap gap-3"}>
      {actions.map((action, index) => (
        <ActionButton
          key={action.label}
          action={action}
          variant={index === 0 ? variant : "outline"}
          size={size}
          className="max-sm:w-full"
          dialogs={dialogs}
        />
      ))}
    </div>
  );
}
