import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_HEADER_ID, RemoveBootHeader } from './boot-header';

// A path, not a URL: under jsdom the global URL is jsdom's, which node:fs does not take.
const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

afterEach(() => document.getElementById(BOOT_HEADER_ID)?.remove());

describe('the boot header', () => {
  it('is in index.html under the id the app removes', () => {
    expect(indexHtml).toContain(`<div id="${BOOT_HEADER_ID}" aria-hidden="true">`);
    expect(indexHtml).toContain(`#${BOOT_HEADER_ID} {`);
  });

  it("is gone once the app's first frame is committed", () => {
    const bootHeader = document.createElement('div');
    bootHeader.id = BOOT_HEADER_ID;
    document.body.append(bootHeader);

    // render() returns after the commit and its layout effects: what the browser would paint next.
    render(<RemoveBootHeader />);
    expect(document.getElementById(BOOT_HEADER_ID)).toBeNull();
  });
});
