import { ensureWebBuild } from '../../scripts/ensure-web-build.mjs';

/** The browser tests need the built client, as `npm start` serves it. */
export default async function () {
  await ensureWebBuild();
}
