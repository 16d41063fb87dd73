// The published versions, newest first; any but the live one can be restored, asking first.
import { ConsoleTable } from "~/features/staff/components/console-table";
import { AskFirst } from "./ask-first";
import { EditSection } from "./edit-fields";

export type VersionRow = { id: string; publishedAt: string; publishedBy: string; restored: boolean; sections: string[] };

export function HistorySection({
  versions,
  liveId,
  draftBy,
  busy,
  hidden,
}: {
  versions: VersionRow[];
  liveId: string;
  /** Who saved the draft a restore discards, when there is one. */
  draftBy: string | null | undefined;
  busy: boolean;
  hidden?: boolean;
}) {
  const discards = draftBy === undefined ? "" : ` The draft ${draftBy ? `${draftBy} saved` : "saved"} is discarded.`;
  return (
    <EditSection id="history" title="History" hidden={hidden}>
      <ConsoleTable caption="Published versions, newest first" columns={["Published", "By", "Changed", ""]} className="min-w-[36rem]">
        {versions.map((version) => (
          <tr key={version.id} className="border-b border-line align-top">
            <td className="py-2 pr-4 whitespace-nowrap">{version.publishedAt}</td>
            <td className="py-2 pr-4 break-words">{version.publishedBy}</td>
            <td className="py-2 pr-4">
              {version.restored && "Restored: "}
              {version.sections.join(", ") || "Nothing"}
            </td>
            <td className="py-2 pr-4">
              {version.id === liveId ? (
                <span className="font-bold">Live</span>
              ) : (
                <AskFirst
                  label={
                    <>
                      Restore<span className="sr-only"> the version of {version.publishedAt}</span>
                    </>
                  }
                  question={`Put the version ${version.publishedAt === "As built" ? "as the site was built" : `of ${version.publishedAt}`} on the site? It replaces what is live on every page.${discards}`}
                  confirm="Yes, restore it"
                  fields={{ intent: "restore", version: version.id }}
                  disabled={busy}
                />
              )}
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </EditSection>
  );
}
