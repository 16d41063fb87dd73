// The published versions, newest first, each with what it changed field by field; any can be
// previewed on any page (a new tab), and any but the live one restored, asking first.
import { ConsoleTable } from "~/ui/console-table";
import { AskFirst } from "./ask-first";
import { EditSection } from "./edit-fields";
import { CONTENT_PREVIEW_PATH } from "./preview-form";

export type VersionRow = {
  id: string;
  publishedAt: string;
  publishedBy: string;
  /** The version it put back ("the version of ...", "the site as built"), when it was a restore. */
  restored: string | null;
  sections: string[];
  changes: string[];
};

/** The lines a row shows before "and N more". */
const SHOWN_CHANGES = 12;

function Changes({ version }: { version: VersionRow }) {
  const { changes } = version;
  const restored = version.restored && (
    <p className="font-semibold">
      Restored: {version.sections.join(", ") || "nothing changed"}, as in {version.restored}
    </p>
  );
  if (changes.length === 0) return restored || <>{version.sections.join(", ") || "Nothing"}</>;
  return (
    <>
      {restored}
      <ul className="grid list-disc gap-1 pl-5" data-changes>
        {changes.slice(0, SHOWN_CHANGES).map((line, index) => (
          <li key={index} className="break-words">
            {line}
          </li>
        ))}
        {changes.length > SHOWN_CHANGES && <li>and {changes.length - SHOWN_CHANGES} more</li>}
      </ul>
    </>
  );
}

export function HistorySection({
  versions,
  liveId,
  draftBy,
  busy,
  hidden,
  asks,
}: {
  versions: VersionRow[];
  liveId: string;
  /** Who saved the draft a restore discards, when there is one. */
  draftBy: string | null | undefined;
  busy: boolean;
  hidden?: boolean;
  /** A restore waits for an owner's approval. */
  asks?: boolean;
}) {
  const discards = draftBy === undefined ? "" : ` The draft ${draftBy ? `${draftBy} saved` : "saved"} is discarded.`;
  return (
    <EditSection id="history" title="History" hidden={hidden}>
      <ConsoleTable caption="Published versions, newest first" columns={["Published", "By", "Changed", ""]} className="min-w-[40rem]">
        {versions.map((version) => {
          const which = version.publishedAt === "As built" ? "as the site was built" : `of ${version.publishedAt}`;
          return (
            <tr key={version.id} className="border-b border-line align-top" data-version={version.id}>
              <td className="py-2 pr-4 whitespace-nowrap">{version.publishedAt}</td>
              <td className="py-2 pr-4 break-words">{version.publishedBy}</td>
              <td className="py-2 pr-4">
                <Changes version={version} />
              </td>
              <td className="grid justify-items-start gap-2 py-2 pr-4">
                <a href={`${CONTENT_PREVIEW_PATH}?version=${encodeURIComponent(version.id)}&page=/`} target="_blank" className="underline">
                  Preview<span className="sr-only"> the version {which} (opens in a new tab)</span>
                </a>
                {version.id === liveId ? (
                  <span className="font-bold">Live</span>
                ) : (
                  <AskFirst
                    label={
                      <>
                        Restore
                        <span className="sr-only"> the version {which}</span>
                      </>
                    }
                    question={
                      asks
                        ? `Send the version ${which} to the owners? It goes on the site once an owner approves it.`
                        : `Put the version ${which} on the site? It replaces what is live on every page.${discards}`
                    }
                    confirm={asks ? "Yes, send it for approval" : "Yes, restore it"}
                    fields={{ intent: "restore", version: version.id }}
                    disabled={busy}
                  />
                )}
              </td>
            </tr>
          );
        })}
      </ConsoleTable>
    </EditSection>
  );
}
