// <Slot> as `<Button asChild>` uses it: the child element with the slot's props, the child's own
// winning, classes joined, styles merged, both handlers run and both refs set.
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Slot } from "./slot";

describe("Slot", () => {
  it("renders the child with the slot's props, the child's winning, classes joined and styles merged", () => {
    const html = renderToStaticMarkup(
      <Slot className="btn" title="slot" aria-label="from slot" style={{ color: "red", margin: 1 }}>
        <a href="/art" className="wide" title="child" style={{ color: "blue" }}>
          Art
        </a>
      </Slot>,
    );
    expect(html).toBe('<a href="/art" class="btn wide" title="child" style="color:blue;margin:1px" aria-label="from slot">Art</a>');
  });

  it("runs both click handlers, the child's first, and sets both refs", () => {
    const calls: string[] = [];
    const slotRef = React.createRef<HTMLElement>();
    let childNode: unknown = "unset";
    const element = Slot({
      onClick: () => calls.push("slot"),
      ref: slotRef,
      children: (
        <a href="/" onClick={() => calls.push("child")} ref={(node) => void (childNode = node)}>
          Home
        </a>
      ),
    }) as React.ReactElement<{ onClick(event: unknown): void; ref: React.RefCallback<unknown> }>;
    element.props.onClick({});
    expect(calls).toEqual(["child", "slot"]);
    const node = { tagName: "A" };
    element.props.ref(node);
    expect(slotRef.current).toBe(node);
    expect(childNode).toBe(node);
  });

  it("renders nothing for something that is not an element", () => {
    expect(renderToStaticMarkup(<Slot className="btn">text</Slot>)).toBe("");
  });
});
