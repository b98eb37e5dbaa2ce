import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PROCESSING_TIMEOUT, uploadDocument, waitForProcessed } from './support/documents';
import { expectFitsWidth, registerAndOpenDashboard, settle, snap } from './support/helpers';
// The till receipt the usual-currency journey uses: its dates are read with low confidence.
import { receiptPdf } from '../apps/api/src/modules/documents/testing/receipt-fixtures';

/** Switches the theme the app follows (the system's) and waits until the switch has painted. */
async function useTheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveClass(
    colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
  );
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      new Promise((done) => setTimeout(done, 2_000)),
    ]),
  );
}

/**
 * The WCAG contrast ratio of the element's text against the first opaque background behind it,
 * both resolved to sRGB by a canvas (the theme's colours are oklch). Opacity on the way up counts.
 */
function textContrast(note: Locator) {
  return note.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data].map((v, i) => (i < 3 ? v : v / 255));
    };
    const style = getComputedStyle(element);
    let [r, g, b, a] = rgba(style.color) as [number, number, number, number];
    let opacity = 1;
    let background: number[] = [255, 255, 255, 1];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const own = getComputedStyle(node);
      opacity *= Number(own.opacity);
      const bg = rgba(own.backgroundColor);
      if (bg[3]! > 0.99) {
        background = bg;
        break;
      }
    }
    a *= opacity;
    // The text as painted over its background.
    [r, g, b] = [r, g, b].map((v, i) => v * a + background[i]! * (1 - a)) as [
      number,
      number,
      number,
    ];
    const luminance = (rgb: number[]) => {
      const [lr, lg, lb] = rgb.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const [l1, l2] = [luminance([r, g, b]), luminance(background)].sort((x, y) => y - x) as [
      number,
      number,
    ];
    return {
      ratio: (l1 + 0.05) / (l2 + 0.05),
      color: style.color,
      visibility: style.visibility,
      opacity,
      background: `rgb(${background.slice(0, 3).join(' ')})`,
    };
  });
}

/**
 * The contrast of the note's words as painted, read from a screenshot of just the words (not the
 * icon): the lightest or darkest pixel against the most common one, the background. A stale paint
 * (seen in the dark theme: the words kept the light theme's dark colour) fails this even when the
 * computed colour is right.
 */
async function paintedContrast(page: Page, note: Locator) {
  // The note's own screenshot (scrolled mid-screen by the caller), cut to the words.
  const png = await note.screenshot({ animations: 'disabled' });
  const words = await note.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes('Please check')) range.selectNodeContents(node);
    }
    const text = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return { x: text.x - box.x, y: text.y - box.y, width: text.width, height: text.height };
  });
  expect(words.width, 'the words take room').toBeGreaterThan(10);
  return page.evaluate(
    async ({ data, words }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.floor(words.width));
      canvas.height = Math.max(1, Math.floor(words.height));
      const context = canvas.getContext('2d')!;
      context.drawImage(image, -Math.floor(words.x), -Math.floor(words.y));
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      const luminance = (r: number, g: number, b: number) => {
        const [lr, lg, lb] = [r, g, b].map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
        return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
      };
      const counts = new Map<number, number>();
      const values: number[] = [];
      for (let i = 0; i < pixels.length; i += 4) {
        const value = luminance(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!);
        values.push(value);
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      const background = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
      const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      return Math.max(...values.map((value) => ratio(value, background)));
    },
    { data: png.toString('base64'), words },
  );
}

/** The "Please check" note beside a field's label, found inside that field's own box. */
function noteOf(page: Page, id: string) {
  const field = page
    .locator('div')
    .filter({ has: page.locator(`label[for="${id}"]`) })
    .filter({ has: page.locator(`#${id}`) })
    .last();
  return field.getByText('Please check', { exact: true });
}

test('the “Please check” note reads clearly in half-width fields, light and dark, desktop and phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(2 * PROCESSING_TIMEOUT);
  await registerAndOpenDashboard(page);
  const path = testInfo.outputPath('faded.pdf');
  await writeFile(
    path,
    await receiptPdf({ shop: 'Harbor Lane Coffee', number: 'H-7', total: '7.70' }),
  );
  const receipt = await uploadDocument(page, path);
  await waitForProcessed(page, receipt._id);
  await page.goto(`/documents/${receipt._id}`);
  await expect(page.getByRole('heading', { name: 'Extracted Details' })).toBeVisible();
  await expect(page.getByLabel('Issue Date')).toHaveValue('2024-03-14');
  await settle(page);

  for (const [width, height] of [
    [1280, 800],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectFitsWidth(page, width);
    for (const colorScheme of ['light', 'dark'] as const) {
      await useTheme(page, colorScheme);
      // Issue Date and Transaction Date sit side by side (half width) from 24 rem of form up.
      for (const id of ['document-issueDate', 'document-transactionDate']) {
        const note = noteOf(page, id);
        // Mid-screen: not under the phone's sticky top bar, which a screenshot would capture.
        await note.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await expect(note, `${id} note, ${colorScheme}, ${width} px`).toBeVisible();
        const contrast = await textContrast(note);
        expect
          .soft(
            contrast.ratio,
            `${id} note, ${colorScheme}, ${width} px: ${JSON.stringify(contrast)}`,
          )
          .toBeGreaterThanOrEqual(4.5);
        const painted = await paintedContrast(page, note);
        expect
          .soft(painted, `${id} note as painted, ${colorScheme}, ${width} px`)
          .toBeGreaterThanOrEqual(4.5);
        // The field stays in its column: as wide as the other fields of its width.
        const [input, other] = await Promise.all([
          page.locator(`#${id}`).boundingBox(),
          page.locator('#document-invoiceNumber').boundingBox(),
        ]);
        expect
          .soft(Math.abs(input!.width - other!.width), `${id} keeps its column, ${width} px`)
          .toBeLessThanOrEqual(1);
        // On one line: as tall as one line of its text, however narrow the column.
        const box = (await note.boundingBox())!;
        const lineHeight = await note.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
        expect
          .soft(box.height, `${id} note on one line, ${width} px`)
          .toBeLessThanOrEqual(lineHeight + 1);
      }
      const form = page.locator('form:has(#document-issueDate)');
      await form.scrollIntoViewIfNeeded();
      await snap(page, testInfo, `please-check-${width}-${colorScheme}`, width > 400);
      const { violations, passes } = await new AxeBuilder({ page })
        .options({ iframes: false })
        .include('form:has(#document-issueDate)')
        .analyze();
      expect(passes.length, 'axe looked at the form').toBeGreaterThan(0);
      expect
        .soft(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          `axe on the form, ${colorScheme}, ${width} px`,
        )
        .toEqual([]);
    }
  }
});
