import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_HEADING_ID } from '@courtside/shared/web/boot-heading';
import { BOOT_HEADER_ID, RemoveBootHeader } from './boot-header';

// A path, not a URL: under jsdom the global URL is jsdom's, which node:fs does not take.
const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

afterEach(() => {
  document.getElementById(BOOT_HEADER_ID)?.remove();
  document.getElementById(BOOT_HEADING_ID)?.remove();
});

/** An element with this id in the body, as the HTML the server sends has it. */
function addToBody(tag: string, id: string) {
  const element = document.createElement(tag);
  element.id = id;
  document.body.append(element);
}

describe('the boot header', () => {
  it('is in index.html under the id the app removes', () => {
    expect(indexHtml).toContain(`<div id="${BOOT_HEADER_ID}" aria-hidden="true">`);
    expect(indexHtml).toContain(`#${BOOT_HEADER_ID} {`);
  });

  it('has the styles that place the boot heading the server writes in on some pages', () => {
    expect(indexHtml).toContain(`#${BOOT_HEADING_ID} {`);
  });

  it("is gone once the app's first frame is committed, with the page's boot heading", () => {
    addToBody('div', BOOT_HEADER_ID);
    addToBody('h1', BOOT_HEADING_ID);

    // render() returns after the commit and its layout effects: what the browser would paint next.
    render(<RemoveBootHeader />);
    expect(document.getElementById(BOOT_HEADER_ID)).toBeNull();
    expect(document.getElementById(BOOT_HEADING_ID)).toBeNull();
  });
});
