import type * as React from "react";
import { cn } from "~/platform/class-names";
import type { NoticeTone } from "~/platform/notify";

/**
 * A notice in the page's flow: what a post made without JavaScript ended with (carried across
 * its redirect), a form's answer inside its dialog, or a failure with a way to try again. Errors
 * are alerts; the rest are status messages.
 */
export function PageNotice({
  notice,
  tone,
  children,
  className,
}: {
  notice: { title: string; description?: string };
  tone: NoticeTone;
  /** An action under the words, e.g. "Try Again". */
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-notice={tone}
      className={cn(
        "grid justify-items-start gap-1 rounded-card border-2 bg-ink-2 p-4",
        tone === "error" ? "border-danger" : tone === "success" ? "border-success" : "border-line",
        className,
      )}
    >
      <p className="font-bold">{notice.title}</p>
      {notice.description && <p className="text-paper/90">{notice.description}</p>}
      {children}
    </div>
  );
}
