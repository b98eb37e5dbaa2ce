/**
 * Invoices whose seller block is a picture: the letterhead or the legal footer (name, address,
 * VAT id, IBAN) pasted in as an image, as some programs and templates do, while the buyer, the
 * invoice data and the totals are in the text layer. Half also carry the brand's word as a logo
 * picture at the top. Seeded, in the corpus's countries and languages.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { renderPdfPage } from '../src/render/pdf-render.js';
import { openPdf } from '../src/text/pdfjs.js';
import { chance, invoiceModel, pick, rng, type InvoiceModel } from './corpus/model.js';

const winAnsi = (s: string) => s.replace(/[^\u0020-\u00ff€]/g, '?');

/** Lines of text drawn on a white band and rasterised: the picture a template pastes in. */
async function picture(
  lines: Array<Array<{ text: string; x: number }>>,
  width: number,
  size: number,
): Promise<Uint8Array> {
  const height = lines.length * size * 1.5 + size;
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([width, height]);
  lines.forEach((row, i) => {
    for (const cell of row)
      page.drawText(winAnsi(cell.text), {
        x: cell.x,
        y: height - size * 1.5 * (i + 1),
        size,
        font,
      });
  });
  const doc = await openPdf(await pdf.save());
  const raster = await renderPdfPage(doc, 1, 150);
  await doc.loadingTask.destroy();
  return sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 4 } })
    .png()
    .toBuffer();
}

export interface PictureInvoice {
  pdf: Uint8Array;
  model: InvoiceModel;
  expected: { vendorName: string; vendorTaxId: string | null; invoiceNumber: string };
  /** Where the seller's picture sits. */
  band: 'footer' | 'letterhead';
}

/** With `sellerInText`, the same block is drawn as text instead (the picture is the logo only). */
export async function pictureInvoice(
  seed: number,
  { sellerInText = false } = {},
): Promise<PictureInvoice> {
  const r = rng(seed);
  const m = invoiceModel(r, 'invoice');
  const w = m.words;
  const s = m.seller;
  const band = chance(r, 0.5) ? 'footer' : 'letterhead';
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  const text = (t: string, x: number, y: number, size = 10, f = font) =>
    page.drawText(winAnsi(t), { x, y: 842 - y - size, size, font: f });

  const left = [s.name, s.street, s.city, `${m.words.phone} ${s.phone}`, s.email];
  const right = [
    ...(s.vatPrinted ? [`${pick(r, w.vatId)} ${s.vatPrinted}`] : []),
    `${pick(r, w.iban)} ${s.iban}`,
  ];
  const rows =
    band === 'footer'
      ? left.map((l, i) => [{ text: l, x: 6 }, ...(right[i] ? [{ text: right[i], x: 260 }] : [])])
      : [...left, ...right].map((l) => [{ text: l, x: 6 }]);
  const at = { x: band === 'footer' ? 50 : 300, width: band === 'footer' ? 480 : 260 };
  if (sellerInText) {
    const top = band === 'footer' ? 842 - 40 - rows.length * 12 - 8 : 40;
    rows.forEach((row, i) => {
      for (const cell of row) text(cell.text, at.x + cell.x, top + i * 12, 8);
    });
  } else {
    const sellerPng = await pdf.embedPng(await picture(rows, at.width, 8));
    const height = (sellerPng.height / sellerPng.width) * at.width;
    page.drawImage(sellerPng, {
      ...at,
      y: band === 'footer' ? 40 : 842 - 40 - height,
      height,
    });
  }
  if (sellerInText || chance(r, 0.5)) {
    const brand = (s.name.split(' ')[0] ?? s.name).toUpperCase();
    const logo = await pdf.embedPng(await picture([[{ text: brand, x: 4 }]], 140, 22));
    page.drawImage(logo, { x: 50, y: 842 - 40 - 36, width: 140, height: 36 });
  }

  const buyer = m.buyer ?? s;
  let y = band === 'footer' ? 150 : 200;
  text(pick(r, w.billTo), 50, y, 8);
  for (const l of [buyer.name, buyer.street, buyer.city]) text(l, 50, (y += 13));
  y += 40;
  text(pick(r, w.title), 50, y, 16, bold);
  const label = (l: string, v: string) => {
    text(l, 50, (y += 16));
    text(v, 200, y);
  };
  y += 10;
  label(pick(r, w.number), m.number);
  label(pick(r, w.date), m.fmtDate(m.issue));
  y += 20;
  for (const item of m.lines) {
    text(item.description, 50, (y += 14));
    text(m.fmtMoney(item.amount), 430, y);
  }
  y += 10;
  label(pick(r, w.subtotal), m.fmtMoney(m.net));
  text(pick(r, w.vat).replace('{r}', String(m.vatRate)), 50, (y += 16));
  text(m.fmtMoney(m.vat), 430, y);
  text(pick(r, w.total), 50, (y += 16), 10, bold);
  text(m.fmtMoney(m.gross), 430, y, 10, bold);
  return {
    pdf: await pdf.save(),
    model: m,
    band,
    expected: { vendorName: s.name, vendorTaxId: s.vatId, invoiceNumber: m.number },
  };
}

/**
 * The same PDF with the data of every picture overwritten from its sixth byte on (the
 * dictionaries stay valid): pictures pdf.js cannot decode.
 */
export function withBrokenPictures(pdf: Uint8Array): Uint8Array {
  const bytes = Buffer.from(pdf);
  const text = bytes.toString('latin1');
  for (
    let at = text.indexOf('/Subtype /Image');
    at >= 0;
    at = text.indexOf('/Subtype /Image', at + 1)
  ) {
    const start = text.indexOf('stream\n', at) + 'stream\n'.length;
    const end = text.indexOf('endstream', start);
    bytes.fill(0x41, start + 5, Math.max(start + 5, end - 2));
  }
  return new Uint8Array(bytes);
}
