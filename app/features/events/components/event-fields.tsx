// The console's event form's fields: title, programme, when, where, cost, link, description, the
// Spanish texts and "featured". Rebuilt by the page from what the server sends back after a refused post.
import { SelectField, TextAreaField, TextField } from "~/ui/field";
import { eventFormText as text, eventLimits } from "~/features/events/copy/staff-events";
import { nycBoroughs } from "~/platform/boroughs";

const boroughOptions = nycBoroughs.map((borough) => ({ value: borough, label: borough }));

/**
 * What was typed (or saved) by field name, the server's one message per refused field, and the
 * programmes by their names (the route names them from the site's tracks: events import no site copy).
 */
type Props = { values: Record<string, string>; errors: Record<string, string>; programmeOptions: { value: string; label: string }[] };
/** A part's fields: what was typed, and the messages of the refused ones. */
type PartProps = { values: Record<string, string>; errorOf: (name: string) => string[] | undefined };

export function EventFields({ values, errors, programmeOptions }: Props) {
  const errorOf = (name: string) => (errors[name] ? [errors[name]] : undefined);
  return (
    <>
      <TextField
        label={text.fields.title}
        name="title"
        defaultValue={values.title}
        maxLength={eventLimits.title}
        required
        errors={errorOf("title")}
      />
      <SelectField
        label={text.fields.programme}
        name="programme"
        options={programmeOptions}
        defaultValue={values.programme}
        errors={errorOf("programme")}
      />
      <WhenFields values={values} errorOf={errorOf} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={text.fields.place}
          name="place"
          defaultValue={values.place}
          maxLength={eventLimits.place}
          errors={errorOf("place")}
        />
        <SelectField
          label={text.fields.borough}
          name="borough"
          options={boroughOptions}
          placeholder={text.fields.boroughNone}
          defaultValue={values.borough ?? ""}
          errors={errorOf("borough")}
        />
      </div>
      <div className="grid gap-1.5">
        <TextField label={text.fields.cost} name="cost" defaultValue={values.cost} maxLength={eventLimits.cost} errors={errorOf("cost")} />
        <p className="text-sm text-muted">{text.fields.costHint}</p>
      </div>
      <TextField
        label={text.fields.costEs}
        name="costEs"
        lang="es"
        defaultValue={values.costEs}
        maxLength={eventLimits.cost}
        hint={text.fields.costEsHint}
        errors={errorOf("costEs")}
      />
      <div className="grid gap-1.5">
        <TextField label={text.fields.link} name="link" type="url" inputMode="url" defaultValue={values.link} errors={errorOf("link")} />
        <p className="text-sm text-muted">{text.fields.linkHint}</p>
      </div>
      <TextAreaField
        label={text.fields.description}
        name="description"
        defaultValue={values.description}
        maxLength={eventLimits.description}
        errors={errorOf("description")}
      />
      <SpanishFields values={values} errorOf={errorOf} />
      <FeaturedField values={values} error={errors.featured} />
    </>
  );
}

/** When: the start date and time, and the end date and time when it ends on another day or hour. */
function WhenFields({ values, errorOf }: PartProps) {
  return (
    <fieldset className="grid gap-4 rounded-card border-2 border-line p-4 sm:grid-cols-2">
      <legend className="px-2 text-sm font-bold uppercase">{text.when}</legend>
      <div className="grid gap-1.5">
        <TextField label={text.fields.date} name="date" type="date" defaultValue={values.date} errors={errorOf("date")} />
        <p className="text-sm text-muted">{text.fields.dateHint}</p>
      </div>
      <TextField label={text.fields.time} name="time" type="time" defaultValue={values.time} errors={errorOf("time")} />
      <div className="grid gap-1.5">
        <TextField label={text.fields.endDate} name="endDate" type="date" defaultValue={values.endDate} errors={errorOf("endDate")} />
        <p className="text-sm text-muted">{text.fields.endDateHint}</p>
      </div>
      <TextField label={text.fields.endTime} name="endTime" type="time" defaultValue={values.endTime} errors={errorOf("endTime")} />
    </fieldset>
  );
}

/** The title and description in Spanish: the Spanish pages show the English where they are empty. */
function SpanishFields({ values, errorOf }: PartProps) {
  return (
    <div className="grid gap-4">
      <TextField
        label={text.fields.titleEs}
        name="titleEs"
        lang="es"
        defaultValue={values.titleEs}
        maxLength={eventLimits.title}
        hint={text.fields.spanishHint}
        errors={errorOf("titleEs")}
      />
      <TextAreaField
        label={text.fields.descriptionEs}
        name="descriptionEs"
        lang="es"
        defaultValue={values.descriptionEs}
        maxLength={eventLimits.description}
        hint={text.fields.spanishHint}
        errors={errorOf("descriptionEs")}
      />
    </div>
  );
}

/** "Show under Current Events": the event is featured on its programme's page until it ends. */
function FeaturedField({ values, error }: { values: Record<string, string>; error: string | undefined }) {
  return (
    <div className="grid gap-1.5">
      <label className="flex items-center gap-3 font-semibold">
        <input
          type="checkbox"
          name="featured"
          value="on"
          defaultChecked={values.featured === "on"}
          aria-describedby="event-featured-hint"
          className="size-5 accent-core"
        />
        {text.fields.featured}
      </label>
      <p id="event-featured-hint" className="text-sm text-muted">
        {text.fields.featuredHint}
      </p>
      {error && <p className="text-sm font-semibold text-danger">{error}</p>}
    </div>
  );
}
