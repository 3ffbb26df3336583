import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Trans } from "./trans.tsx";

describe("Trans", () => {
  it("wraps the words between <0> and </0> in the element, keeping the sentence's order", () => {
    const { container } = render(
      <p>
        <Trans
          message="Lea la <0>política</0> y <1>escríbanos</1>."
          elements={[
            <a key="a" href="/policy">
              replaced
            </a>,
            <a key="b" href="mailto:x">
              replaced
            </a>,
          ]}
        />
      </p>,
    );
    expect(container.textContent).toBe("Lea la política y escríbanos.");
    expect(screen.getByRole("link", { name: "política" }).getAttribute("href")).toBe("/policy");
    expect(screen.getByRole("link", { name: "escríbanos" }).getAttribute("href")).toBe("mailto:x");
  });

  it("shows a tag without an element as its words, and markup in a message as text", () => {
    const { container } = render(<Trans message="<0>Hi</0> <b>there</b>" elements={[]} />);
    expect(container.textContent).toBe("Hi <b>there</b>");
  });
});
