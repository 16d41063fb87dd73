// The console home's to-do list: each feature says what of its own waits for staff, as items
// that name the work in plain words and link to the page where it is done.

/** One thing waiting for staff. `id` is stable while the item stays (a React key, a test hook). */
export type ToDoItem = { id: string; text: string; detail?: string; href: string };
