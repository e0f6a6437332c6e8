// The one Chromium every bench tool launches: Debian's (CHROMIUM_PATH), with the flags that let it run here.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** No outside network and no GPU on this machine; Playwright and chrome-launcher each add their headless flag. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-gpu'];

/** Chromium through Playwright, for the tools that load pages and trace them. */
export const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
