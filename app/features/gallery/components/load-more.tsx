import * as React from "react";
import { Button } from "~/ui/button";

/** How far below the screen the next page starts loading, so scrolling rarely waits for it. */
const PRELOAD_MARGIN = "800px 0px";

type LoadMoreProps = {
  /** The next page's URL: what the link opens without JavaScript, and what a visitor can share. */
  href: string;
  /** The link's words, as the page has them (Page texts). */
  label: string;
  loading: boolean;
  onLoadMore(): void;
};

/**
 * "Load more": a link to the next page, which works without JavaScript; with it, the next page
 * is appended in place, on activation (keyboard included) and when the link nears the screen.
 */
export function LoadMore({ href, label: loadMoreLabel, loading, onLoadMore }: LoadMoreProps) {
  const ref = React.useRef<HTMLAnchorElement>(null);
  React.useEffect(() => {
    const link = ref.current;
    if (!link || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onLoadMore(), {
      rootMargin: PRELOAD_MARGIN,
    });
    observer.observe(link);
    return () => observer.disconnect();
    // A new href is a new next page: observe again, so a link still in view loads it too.
  }, [href, onLoadMore]);
  return (
    <Button asChild variant="outline" className="justify-self-center">
      <a
        ref={ref}
        href={href}
        aria-disabled={loading || undefined}
        onClick={(event) => {
          event.preventDefault();
          onLoadMore();
        }}
      >
        {loadMoreLabel}
      </a>
    </Button>
  );
}
