import { options, type VNode } from 'preact';

/** Preact's (stable, mangled) field for a vnode's DOM node; there is no public accessor. */
interface VNodeWithDom extends VNode<{ value?: unknown }> {
  __e?: Node | null;
}

/**
 * React writes an <option>'s `value` as an attribute. Preact sets the `value` property only when it differs
 * from what the element already reports, and an option without the attribute reports its text: so
 * `<option value="06:00">06:00</option>` ends up with no attribute at all. The submitted value is the same,
 * but the DOM is not what the code says (and what tests, styles and assistive tools may read), so the
 * attribute is written after each render, as React does.
 */
export function writeOptionValueAttributes(): void {
  const previous = options.diffed;
  options.diffed = (vnode: VNodeWithDom) => {
    if (vnode.type === 'option' && vnode.props.value != null) {
      const element = vnode.__e;
      const value = String(vnode.props.value);
      if (element instanceof HTMLOptionElement && element.getAttribute('value') !== value) {
        element.setAttribute('value', value);
      }
    }
    previous?.(vnode);
  };
}
