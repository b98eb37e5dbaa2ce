// Imported into the generated service worker (vite.config.ts, workbox.importScripts): the
// manifest's share_target POSTs the shared files here. A service worker cannot read the user's
// token (it lives in localStorage), so it keeps the files in a cache and sends the app to
// /share-target, which uploads them to the selected project with the user's own session.
const SHARE_CACHE = 'papertray-shared-files';
const SHARE_PATH = '/share-target';

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || url.pathname !== SHARE_PATH) return;
  event.respondWith(
    (async () => {
      const form = await event.request.formData();
      const files = form.getAll('files').filter((value) => typeof value !== 'string');
      const cache = await caches.open(SHARE_CACHE);
      const batch = Date.now();
      await Promise.all(
        files.map((file, index) =>
          cache.put(
            `${SHARE_PATH}/files/${batch}-${index}`,
            new Response(file, {
              headers: {
                'content-type': file.type || 'application/octet-stream',
                'x-file-name': encodeURIComponent(file.name || `shared-${index + 1}`),
              },
            }),
          ),
        ),
      );
      return Response.redirect(`${SHARE_PATH}?received=${files.length}`, 303);
    })(),
  );
});
