// Renders its one child element with the props given to it: how `<Button asChild>` styles a link
// as a button. The child's own props win, except that classes are joined, styles merged, event
// handlers both run (the child's first) and refs both set. Radix's Slot does the same with more
// (Slottable, nested slots) the site does not use, in the chunk every page loads (issue 33).
import * as React from "react";
import { cn } from "~/platform/class-names";

type SlotProps = React.HTMLAttributes<HTMLElement> & { ref?: React.Ref<HTMLElement>; children?: React.ReactNode };

export function Slot({ children, ...slotProps }: SlotProps) {
  if (!React.isValidElement<Record<string, unknown>>(children)) return null;
  const childProps = children.props;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps) as [string, unknown][]) {
    const childValue = childProps[name];
    if (slotValue === undefined || childValue === undefined) continue;
    if (name === "className") merged.className = cn(slotValue as string, childValue as string);
    else if (name === "style") merged.style = { ...(slotValue as object), ...(childValue as object) };
    else if (name === "ref") merged.ref = bothRefs(slotValue as React.Ref<unknown>, childValue as React.Ref<unknown>);
    else if (/^on[A-Z]/.test(name) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    }
  }
  return React.cloneElement(children, merged);
}

function setRef<T>(ref: React.Ref<T>, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as React.RefObject<T | null>).current = value;
}

function bothRefs<T>(a: React.Ref<T>, b: React.Ref<T>): React.RefCallback<T> {
  return (value) => {
    setRef(a, value);
    setRef(b, value);
  };
}
