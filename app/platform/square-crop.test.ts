// The upload form's preview and the stored image must show the same square: the preview's CSS
// position and the point a click picks follow the geometry the server cuts with.
import { describe, expect, it } from "vitest";
import { focusAtFramePoint, objectPositionOf, squareAround } from "./square-crop";

const WIDE = { width: 200, height: 100 };
const TALL = { width: 100, height: 300 };

describe("the square around a point", () => {
  it("is centred on the point as far as the edges allow", () => {
    expect(squareAround(WIDE, { focusX: 50, focusY: 50 })).toEqual({ left: 50, top: 0, side: 100 });
    expect(squareAround(WIDE, { focusX: 25, focusY: 50 })).toEqual({ left: 0, top: 0, side: 100 });
    expect(squareAround(WIDE, { focusX: 60, focusY: 50 })).toEqual({ left: 70, top: 0, side: 100 });
    expect(squareAround(TALL, { focusX: 0, focusY: 100 })).toEqual({ left: 0, top: 200, side: 100 });
  });

  it("is what the preview's object-position shows", () => {
    expect(objectPositionOf(WIDE, { focusX: 25, focusY: 50 })).toBe("0% 50%");
    expect(objectPositionOf(WIDE, { focusX: 60, focusY: 50 })).toBe("70% 50%");
    expect(objectPositionOf(TALL, { focusX: 50, focusY: 50 })).toBe("50% 50%");
    expect(objectPositionOf(TALL, { focusX: 50, focusY: 90 })).toBe("50% 100%");
  });

  it("moves to the point of the photo a click on the preview lands on", () => {
    // The centre keeps the point; the left edge of a centred square is a quarter of the way across.
    expect(focusAtFramePoint(WIDE, { focusX: 60, focusY: 50 }, 0.5, 0.5)).toEqual({ focusX: 60, focusY: 50 });
    expect(focusAtFramePoint(WIDE, { focusX: 50, focusY: 50 }, 0, 0.5)).toEqual({ focusX: 25, focusY: 50 });
    expect(focusAtFramePoint(TALL, { focusX: 50, focusY: 0 }, 1, 1)).toEqual({ focusX: 100, focusY: 33 });
  });
});
