// The result of what was just pressed on a Site content page, beside the button, focused so it is
// seen and heard.
import { useEffect, useState } from "react";
import { PageNotice } from "~/ui/page/page-notice";

export function ActionNotice({ result }: { result: { notice?: string; error?: string } }) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  useEffect(() => node?.focus(), [node, result]);
  return (
    <div ref={setNode} tabIndex={-1} data-result>
      {result.notice && <PageNotice tone="success" notice={{ title: result.notice }} />}
      {result.error && <PageNotice tone="error" notice={{ title: result.error }} />}
    </div>
  );
}
