import type { DocumentSummary } from "@courtside/contract";
import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DocumentsList, documentLabel } from "./documents-list.tsx";

const receipt: DocumentSummary = {
  code: "R-2026-000007",
  kind: "receipt",
  full_invoice: false,
  issued_at: "2026-11-22T10:00:00.000Z",
  total: 2400,
  base: 1983,
  vat: 417,
  vat_rate: 21,
  currency: "EUR",
  refers_to: null,
  order_id: "7b0c3c8e-4c39-4d0e-9a55-8f5a2f0b9e11",
  order_inv: "T-ABC123",
};
const creditNote: DocumentSummary = {
  ...receipt,
  code: "C-2026-000002",
  kind: "credit_note",
  total: -2400,
  refers_to: receipt.code,
};

const show = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe("an order's receipts", () => {
  it("names each document by kind: receipt, invoice (company and tax id) or credit note", () => {
    expect(documentLabel(receipt)).toBe("Receipt");
    expect(documentLabel({ ...receipt, full_invoice: true })).toBe("Invoice");
    expect(documentLabel(creditNote)).toBe("Credit note");
  });

  it("links each file when the address grants access (a guest's key): the PDF saved, the HTML in a new tab", () => {
    show(
      <DocumentsList
        documents={[receipt, creditNote]}
        zone="Europe/Madrid"
        files={{ kind: "links", href: (code, format) => `/docs/${code}.${format}?key=k` }}
      />,
    );
    const pdf = screen.getByRole("link", { name: "Receipt R-2026-000007 as PDF" });
    expect(pdf.getAttribute("href")).toBe("/docs/R-2026-000007.pdf?key=k");
    expect(pdf.getAttribute("download")).toBe("R-2026-000007.pdf");
    const html = screen.getByRole("link", { name: "Receipt R-2026-000007 as HTML (opens in a new tab)" });
    expect(html.getAttribute("target")).toBe("_blank");
    expect(screen.getByText(/corrects R-2026-000007/)).toBeTruthy();
  });

  it("fetches with the session when a plain link could not carry it, and says when there is none yet", () => {
    const download = vi.fn().mockResolvedValue("R-2026-000007.pdf");
    const { unmount } = show(<DocumentsList documents={[receipt]} showOrder files={{ kind: "downloads", download }} />);
    expect(screen.getByText(/order T-ABC123/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Download Receipt R-2026-000007 as PDF" }));
    expect(download).toHaveBeenCalledWith("R-2026-000007", "pdf");
    unmount();
    show(<DocumentsList documents={[]} files={{ kind: "downloads", download }} />);
    expect(screen.getByText("No receipts yet: one is issued when the order is paid.")).toBeTruthy();
  });
});
