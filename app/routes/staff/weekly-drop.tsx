// /staff/weekly-drop: The Weekly Drop's prize (the cards of "This Week's Prize") and its recent winners,
// as /art/weekly-prize shows them. Winners are added and edited on weekly-drop-winner.tsx.
import { data, Form, Link, useNavigation } from "react-router";
import { PageNotice } from "~/ui/page/page-notice";
import { WeeklyDropNav } from "~/features/weekly-drop/components/console-nav";
import { Button, buttonVariants } from "~/ui/button";
import { SelectField, TextAreaField } from "~/ui/field";
import { dayText as dayTexts } from "~/platform/copy/calendar";
const dayText = dayTexts.en;
import { weeklyDropConsoleText as text, weeklyDropLimits, staffByline } from "~/features/weekly-drop/copy/staff-weekly-drop";
import { prizeIcons } from "~/features/weekly-drop/prize-icons";
import { recordAudit } from "~/platform/audit-log.server";
import { getDb } from "~/platform/db.server";
import { fieldErrorsOf, textFieldsOf } from "~/platform/field-errors";
import { readPostedFields } from "~/platform/posted-fields.server";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { prizeFieldNames, prizeFormSchema } from "~/features/weekly-drop/console-forms";
import { moveWinnerSchema } from "~/features/weekly-drop/decision-forms";
import { moveWinner, readWeeklyDrop, savePrize } from "~/features/weekly-drop/prize-and-winners.server";
import type { Route } from "./+types/weekly-drop";

export async function loader({ request }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get("done");
  return {
    ...(await readWeeklyDrop(getDb())),
    // A change made on the winner pages comes back here as ?done=winnerAdded|winnerSaved|winnerRemoved|notFound.
    notice: done && Object.hasOwn(text.notices, done) ? text.notices[done as keyof typeof text.notices] : null,
    noticeTone: done === "notFound" ? ("error" as const) : ("success" as const),
  };
}

type ActionResult = { notice?: string; error?: string; errors?: Record<string, string>; values?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const posted = await readPostedFields(request);
  const fields = textFieldsOf(posted);
  const db = getDb();
  if (fields.intent === "prize") {
    const parsed = prizeFormSchema.safeParse(fields);
    if (!parsed.success) return data<ActionResult>({ errors: fieldErrorsOf(parsed.error), values: fields }, { status: 400 });
    await savePrize(db, parsed.data);
    await recordAudit(db, { actor: staff, action: "drop-edit", target: "prize", detail: { items: parsed.data.length } });
    return data<ActionResult>({ notice: text.notices.prizeSaved });
  }
  const move = moveWinnerSchema.safeParse(fields);
  if (!move.success) return data<ActionResult>({ error: text.notices.notFound }, { status: 400 });
  if (!(await moveWinner(db, move.data.id, move.data.intent === "up" ? -1 : 1)))
    return data<ActionResult>({ error: text.notices.notFound }, { status: 404 });
  await recordAudit(db, {
    actor: staff,
    action: "drop-edit",
    target: move.data.id,
    detail: { change: "winner-order", direction: move.data.intent },
  });
  return data<ActionResult>({ notice: text.notices.winnerMoved });
}

export const headers = consoleHeaders;
export const meta = consoleMeta(text.title);

const iconOptions = Object.keys(prizeIcons).map((name) => ({ value: name, label: name }));

export default function StaffWeeklyDrop({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const result: ActionResult | undefined = actionData;
  const notice = result?.notice ?? loaderData.notice;
  const tone = result?.notice ? "success" : loaderData.noticeTone;
  const errors = result?.errors ?? {};
  const rows = Array.from({ length: weeklyDropLimits.prizeItems }, (_, i) => i + 1);
  const valueOf = (n: number, field: keyof ReturnType<typeof prizeFieldNames>) =>
    result?.values?.[prizeFieldNames(n)[field]] ?? loaderData.prize[n - 1]?.[field] ?? (field === "icon" ? "Gift" : "");
  const errorOf = (name: string) => (errors[name] ? [errors[name]] : undefined);
  const { winners } = loaderData;
  return (
    <section className="grid gap-8">
      <WeeklyDropNav />
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold uppercase">{text.title}</h1>
        <p className="text-paper/90">{text.intro}</p>
      </div>
      {notice && <PageNotice tone={tone} notice={{ title: notice }} />}
      {result?.error && <PageNotice tone="error" notice={{ title: result.error }} />}

      <Form method="post" noValidate className="grid gap-4" key={JSON.stringify(result?.values ?? loaderData.prize)}>
        <h2 className="text-xl font-bold uppercase">{text.prize.heading}</h2>
        <p className="text-muted">{text.prize.hint}</p>
        {rows.map((n) => {
          const names = prizeFieldNames(n);
          return (
            <fieldset key={n} className="grid gap-3 rounded-card border-2 border-line p-4 sm:grid-cols-[2fr_3fr]">
              <legend className="px-2 text-sm font-bold uppercase">{text.prize.item(n)}</legend>
              <TextAreaField
                label={text.prize.title}
                name={names.title}
                rows={2}
                defaultValue={valueOf(n, "title")}
                maxLength={weeklyDropLimits.prizeTitle}
                errors={errorOf(names.title)}
              />
              <TextAreaField
                label={text.prize.description}
                name={names.description}
                defaultValue={valueOf(n, "description")}
                maxLength={weeklyDropLimits.prizeDescription}
                errors={errorOf(names.description)}
              />
              <TextAreaField
                label={text.prize.titleEs}
                name={names.titleEs}
                lang="es"
                rows={2}
                defaultValue={valueOf(n, "titleEs")}
                maxLength={weeklyDropLimits.prizeTitle}
                errors={errorOf(names.titleEs)}
              />
              <TextAreaField
                label={text.prize.descriptionEs}
                name={names.descriptionEs}
                lang="es"
                defaultValue={valueOf(n, "descriptionEs")}
                maxLength={weeklyDropLimits.prizeDescription}
                errors={errorOf(names.descriptionEs)}
              />
              <SelectField
                label={text.prize.iconLabel}
                name={names.icon}
                options={iconOptions}
                defaultValue={valueOf(n, "icon")}
                errors={errorOf(names.icon)}
              />
            </fieldset>
          );
        })}
        <Button type="submit" name="intent" value="prize" disabled={busy} className="justify-self-start">
          {text.prize.save}
        </Button>
      </Form>

      <WinnersList winners={winners} />
    </section>
  );
}

/** The past winners shown on the contest page, newest first, each moved up or down or edited. */
function WinnersList({ winners }: { winners: Route.ComponentProps["loaderData"]["winners"] }) {
  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-xl font-bold uppercase">{text.winners.heading}</h2>
        <Link to="/staff/weekly-drop/winners/new" className={buttonVariants()}>
          {text.winners.add}
        </Link>
      </div>
      <p className="text-muted">{text.winners.hint}</p>
      {winners.length === 0 ? (
        <p className="text-muted">{text.winners.none}</p>
      ) : (
        <ol className="grid gap-3">
          {winners.map((winner, index) => (
            <li
              key={winner.id}
              className="grid gap-3 rounded-card border-2 border-line bg-ink-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="grid gap-1">
                <h3 className="text-lg font-bold">{winner.artworkTitle}</h3>
                <p className="text-sm">{staffByline(winner)}</p>
                <p className="text-sm text-muted">
                  {text.winners.fields.announced}: {dayText(winner.announced, "short")}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Form method="post" className="contents">
                  <input type="hidden" name="id" value={winner.id} />
                  <Button type="submit" name="intent" value="up" variant="outline" size="sm" disabled={index === 0}>
                    {text.winners.moveUp}
                    <span className="sr-only"> {winner.artworkTitle}</span>
                  </Button>
                  <Button type="submit" name="intent" value="down" variant="outline" size="sm" disabled={index === winners.length - 1}>
                    {text.winners.moveDown}
                    <span className="sr-only"> {winner.artworkTitle}</span>
                  </Button>
                </Form>
                <Link to={`/staff/weekly-drop/winners/${winner.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                  {text.winners.edit}
                  <span className="sr-only"> {winner.artworkTitle}</span>
                </Link>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
