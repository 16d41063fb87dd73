// /staff/weekly-drop/winners/new and /staff/weekly-drop/winners/:id: one recent winner of The Weekly Drop, as its
// card on /art/weekly-prize reads. Removing one asks first (?remove shows the question).
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PageNotice } from "~/ui/page/page-notice";
import { Button, buttonVariants } from "~/ui/button";
import { SelectField, TextField } from "~/ui/field";
import { weeklyDropConsoleText, weeklyDropLimits } from "~/features/weekly-drop/copy/staff-weekly-drop";
import { nycBoroughs, PLACE_MAX_LENGTH } from "~/platform/boroughs";
import { recordAudit } from "~/platform/audit-log.server";
import { getDb } from "~/platform/db.server";
import { fieldErrorsOf, textFieldsOf } from "~/platform/field-errors";
import { readPostedFields } from "~/platform/posted-fields.server";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { winnerFormSchema } from "~/features/weekly-drop/console-forms";
import { addWinner, readWeeklyDrop, removeWinner, updateWinner } from "~/features/weekly-drop/prize-and-winners.server";
import type { Route } from "./+types/weekly-drop-winner";
import { teenAges } from "~/platform/ages";

const text = weeklyDropConsoleText.winners;

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!params.id) return { id: null, values: null, removing: false };
  const winner = (await readWeeklyDrop(getDb())).winners.find((w) => w.id === params.id);
  if (!winner) throw redirect("/staff/weekly-drop?done=notFound");
  const values = {
    announced: winner.announced,
    artworkTitle: winner.artworkTitle,
    artworkTitleEs: winner.artworkTitleEs ?? "",
    artistFirstName: winner.artistFirstName,
    artistLastInitial: winner.artistLastInitial,
    age: String(winner.age),
    borough: winner.borough ?? "",
    place: winner.place ?? "",
  };
  return { id: winner.id, values, removing: new URL(request.url).searchParams.has("remove") };
}

type ActionResult = { errors: Record<string, string>; values: Record<string, string> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const posted = await readPostedFields(request);
  const fields = textFieldsOf(posted);
  const db = getDb();
  if (params.id && fields.intent === "remove") {
    if (!(await removeWinner(db, params.id))) throw redirect("/staff/weekly-drop?done=notFound", 303);
    await recordAudit(db, { actor: staff, action: "drop-edit", target: params.id, detail: { change: "winner-removed" } });
    throw redirect("/staff/weekly-drop?done=winnerRemoved", 303);
  }
  const parsed = winnerFormSchema.safeParse(fields);
  if (!parsed.success) return data<ActionResult>({ errors: fieldErrorsOf(parsed.error), values: fields }, { status: 400 });
  if (!params.id) {
    const winner = await addWinner(db, parsed.data);
    await recordAudit(db, { actor: staff, action: "drop-edit", target: winner.id, detail: { change: "winner-added" } });
    throw redirect("/staff/weekly-drop?done=winnerAdded", 303);
  }
  if (!(await updateWinner(db, params.id, parsed.data))) throw redirect("/staff/weekly-drop?done=notFound", 303);
  await recordAudit(db, { actor: staff, action: "drop-edit", target: params.id, detail: { change: "winner-edited" } });
  throw redirect("/staff/weekly-drop?done=winnerSaved", 303);
}

export const headers = consoleHeaders;
export const meta = ({ params }: Route.MetaArgs) => consoleMeta(params.id ? text.edit : text.add)();

const boroughOptions = nycBoroughs.map((borough) => ({ value: borough, label: borough }));

export default function StaffWeeklyDropWinner({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const values: Record<string, string> = actionData?.values ?? loaderData.values ?? {};
  const errors = actionData?.errors ?? {};
  const errorOf = (name: string) => (errors[name] ? [errors[name]] : undefined);
  if (loaderData.removing && loaderData.id) return <RemoveConfirm id={loaderData.id} artworkTitle={values.artworkTitle ?? ""} />;
  return (
    <section className="grid max-w-xl gap-6">
      <h1 className="text-3xl font-bold uppercase">{loaderData.id ? text.edit : text.add}</h1>
      <p className="text-muted">{text.hint}</p>
      {Object.keys(errors).length > 0 && <PageNotice tone="error" notice={{ title: weeklyDropConsoleText.fixFields }} />}
      <Form method="post" noValidate className="grid gap-4" key={JSON.stringify(values)}>
        <TextField
          label={text.fields.announced}
          name="announced"
          type="date"
          defaultValue={values.announced}
          required
          errors={errorOf("announced")}
        />
        <TextField
          label={text.fields.artworkTitle}
          name="artworkTitle"
          defaultValue={values.artworkTitle}
          maxLength={weeklyDropLimits.artworkTitle}
          required
          errors={errorOf("artworkTitle")}
        />
        <TextField
          label={text.fields.artworkTitleEs}
          name="artworkTitleEs"
          lang="es"
          defaultValue={values.artworkTitleEs}
          maxLength={weeklyDropLimits.artworkTitle}
          required
          hint={text.fields.artworkTitleEsHint}
          errors={errorOf("artworkTitleEs")}
        />
        <ArtistFields values={values} errorOf={errorOf} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {text.save}
          </Button>
          <Link to="/staff/weekly-drop" className={buttonVariants({ variant: "outline" })}>
            {weeklyDropConsoleText.cancel}
          </Link>
          {loaderData.id && (
            <Link to={`/staff/weekly-drop/winners/${loaderData.id}?remove`} className={buttonVariants({ variant: "ghost" })}>
              {text.remove}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}

/** Asks before a winner is taken off the list: it cannot be undone. */
function RemoveConfirm({ id, artworkTitle }: { id: string; artworkTitle: string }) {
  return (
    <section className="grid max-w-xl gap-5">
      <h1 className="text-3xl font-bold uppercase">{text.removeTitle}</h1>
      <p>{text.removeText(artworkTitle)}</p>
      <Form method="post" action={`/staff/weekly-drop/winners/${id}`} className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="remove">
          {text.confirmRemove}
        </Button>
        <Link to="/staff/weekly-drop" className={buttonVariants({ variant: "outline" })}>
          {weeklyDropConsoleText.cancel}
        </Link>
      </Form>
    </section>
  );
}

/** Who made the winning work: name and last initial, then age, borough and neighbourhood. */
function ArtistFields({ values, errorOf }: { values: Record<string, string>; errorOf: (name: string) => string[] | undefined }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          label={text.fields.firstName}
          name="artistFirstName"
          defaultValue={values.artistFirstName}
          maxLength={weeklyDropLimits.firstName}
          autoComplete="off"
          required
          errors={errorOf("artistFirstName")}
        />
        <TextField
          label={text.fields.lastInitial}
          name="artistLastInitial"
          defaultValue={values.artistLastInitial}
          maxLength={2}
          autoComplete="off"
          required
          errors={errorOf("artistLastInitial")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={text.fields.age}
          name="age"
          type="number"
          inputMode="numeric"
          min={teenAges.min}
          max={teenAges.max}
          defaultValue={values.age}
          required
          errors={errorOf("age")}
        />
        <SelectField
          label={text.fields.borough}
          name="borough"
          options={boroughOptions}
          placeholder={text.fields.boroughNone}
          defaultValue={values.borough ?? ""}
          errors={errorOf("borough")}
        />
        <TextField
          label={text.fields.place}
          name="place"
          hint={text.fields.placeHint}
          defaultValue={values.place}
          maxLength={PLACE_MAX_LENGTH}
          autoComplete="off"
          errors={errorOf("place")}
        />
      </div>
    </>
  );
}
