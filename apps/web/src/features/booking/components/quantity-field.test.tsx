import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { QuantityField } from "./quantity-field.tsx";

/** The field as a page holds it: the draft's quantity is whatever the field last committed. */
function Harness({ left, committed }: { left: number | null; committed: number[] }) {
  const [qty, setQty] = useState(0);
  return (
    <MantineProvider>
      <QuantityField
        name="Racket rental"
        value={qty}
        left={left}
        onChange={(next) => {
          committed.push(next);
          setQty(next);
        }}
      />
    </MantineProvider>
  );
}

function open(left: number | null) {
  const committed: number[] = [];
  render(<Harness left={left} committed={committed} />);
  const field = screen.getByRole("textbox", { name: "Racket rental quantity" }) as HTMLInputElement;
  const type = (value: string) => fireEvent.change(field, { target: { value } });
  return { field, type, committed };
}

describe("an add-on's quantity field", () => {
  it("brings a quantity above the stock down to it, in the field, saying why", () => {
    const { field, type, committed } = open(4);
    type("999");
    expect(field.value).toBe("4");
    expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Only 4 left");
    expect(committed.at(-1)).toBe(4);
  });

  it("turns a negative quantity into 0, not into a positive one", () => {
    const { field, type, committed } = open(4);
    type("-3");
    expect(field.value).toBe("0");
    expect(screen.getByText("At least 0")).toBeTruthy();
    expect(committed.every((q) => q === 0)).toBe(true);
  });

  it("takes whole units only", () => {
    const { field, type, committed } = open(null);
    type("1.5");
    expect(field.value).toBe("1");
    expect(screen.getByText("Whole numbers only")).toBeTruthy();
    expect(committed.at(-1)).toBe(1);
  });

  it("refuses letters in words, keeping the last quantity", () => {
    const { field, type } = open(null);
    type("3");
    type("3a");
    expect(field.value).toBe("3");
    expect(screen.getByText("The quantity must be a whole number.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    type("2");
    expect(field.getAttribute("aria-invalid")).not.toBe("true");
  });

  it("steps with − and +, never past what is left", () => {
    const { field } = open(2);
    const more = screen.getByRole("button", { name: "One more Racket rental" });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(field.value).toBe("2");
    expect((more as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "One fewer Racket rental" }));
    expect(field.value).toBe("1");
  });
});
