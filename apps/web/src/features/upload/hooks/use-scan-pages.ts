import { useEffect, useRef, useState } from 'react';

export interface ScanPage {
  id: number;
  image: File;
  /** Object URL of the image, for its thumbnail; revoked when the page goes. */
  previewUrl: string;
}

/** The pages of a scan in reading order, with their thumbnails' object URLs kept tidy. */
export function useScanPages() {
  const [pages, setPages] = useState<ScanPage[]>([]);
  const nextId = useRef(1);
  const previewUrls = useRef(new Set<string>());
  useEffect(() => {
    const urls = previewUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  function add(images: File[]) {
    const added = images.map((image) => ({
      id: nextId.current++,
      image,
      previewUrl: URL.createObjectURL(image),
    }));
    added.forEach((page) => previewUrls.current.add(page.previewUrl));
    setPages((current) => [...current, ...added]);
  }

  function remove(id: number) {
    const page = pages.find((candidate) => candidate.id === id);
    if (page) {
      URL.revokeObjectURL(page.previewUrl);
      previewUrls.current.delete(page.previewUrl);
    }
    setPages((current) => current.filter((candidate) => candidate.id !== id));
  }

  function move(id: number, offset: -1 | 1) {
    setPages((current) => {
      const from = current.findIndex((page) => page.id === id);
      const to = from + offset;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const reordered = [...current];
      [reordered[from], reordered[to]] = [reordered[to]!, reordered[from]!];
      return reordered;
    });
  }

  return { pages, add, remove, move };
}
