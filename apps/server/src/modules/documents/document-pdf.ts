import PDFDocument from "pdfkit";
import type { DocumentContent } from "./document-content.ts";

const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN; // A4 portrait, in points
const LOGO_HEIGHT = 48;
/** Description, qty, unit price, amount: x offset and width of each column. */
const COLUMNS = [
  { x: 0, width: 250, align: "left" },
  { x: 250, width: 40, align: "right" },
  { x: 300, width: 90, align: "right" },
  { x: 390, width: WIDTH - 390, align: "right" },
] as const;

/**
 * The document as an A4 PDF in the standard Helvetica (no font files to ship), the same words
 * as the HTML page. Its metadata title is the document's number, so a file list or a search
 * finds it; the creation date is the issue date, so the same document renders the same bytes.
 */
export function documentPdf(words: DocumentContent, issuedAt: Date, logo?: Buffer): Promise<Buffer> {
  const content = printable(words);
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: content.lang,
    displayTitle: true,
    info: { Title: `${content.title} ${content.code}`, Author: content.clubName, CreationDate: issuedAt },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  if (logo) {
    // The club's logo (PNG) heads the page, 48 points tall at most.
    pdf.image(logo, MARGIN, MARGIN, { fit: [WIDTH / 2, LOGO_HEIGHT] });
    pdf.y = MARGIN + LOGO_HEIGHT + 12;
  }
  pdf.font("Helvetica-Bold").fontSize(18).text(`${content.title} ${content.code}`, MARGIN);
  pdf.font("Helvetica").fontSize(10).text(content.issued);
  if (content.corrects) pdf.text(content.corrects);
  pdf.moveDown(1.5);

  const partiesTop = pdf.y;
  party(pdf, content.issuedBy, content.issuer, MARGIN, partiesTop);
  const leftBottom = pdf.y;
  party(pdf, content.customerHeading, content.customer, MARGIN + WIDTH / 2, partiesTop);
  pdf.y = Math.max(leftBottom, pdf.y) + 24;

  row(pdf, content.columns, "Helvetica-Bold");
  for (const l of content.lines) row(pdf, [l.description, l.qty, l.unitPrice, l.amount], "Helvetica");
  pdf.moveDown(0.5);
  content.totals.forEach(([label, value], i) => {
    const last = i === content.totals.length - 1;
    row(pdf, [label, "", "", value], last ? "Helvetica-Bold" : "Helvetica");
  });
  pdf.moveDown(1.5);
  pdf.font("Helvetica").fontSize(9).fillColor("#495057").text(content.note, MARGIN, pdf.y, { width: WIDTH });
  pdf.end();
  return done;
}

/**
 * The standard Helvetica writes WinAnsi only: French numbers group thousands with a narrow
 * no-break space (U+202F), which it has no glyph for; an ordinary no-break space reads the same.
 */
function printable(content: DocumentContent): DocumentContent {
  return JSON.parse(JSON.stringify(content).replaceAll("\u202f", "\u00a0")) as DocumentContent;
}

function party(pdf: PDFKit.PDFDocument, heading: string, lines: string[], x: number, y: number): void {
  pdf
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(heading, x, y, { width: WIDTH / 2 - 12 });
  pdf.font("Helvetica").fontSize(10);
  for (const line of lines) pdf.text(line, x, pdf.y, { width: WIDTH / 2 - 12 });
}

/** One table row; a long description wraps and the row grows with it. */
function row(pdf: PDFKit.PDFDocument, cells: string[], font: string): void {
  const top = pdf.y;
  pdf.font(font).fontSize(10);
  let bottom = top;
  COLUMNS.forEach((col, i) => {
    pdf.text(cells[i] ?? "", MARGIN + col.x, top, { width: col.width, align: col.align });
    bottom = Math.max(bottom, pdf.y);
  });
  pdf
    .moveTo(MARGIN, bottom + 3)
    .lineTo(MARGIN + WIDTH, bottom + 3)
    .strokeColor("#adb5bd")
    .lineWidth(0.5)
    .stroke();
  pdf.y = bottom + 6;
}
