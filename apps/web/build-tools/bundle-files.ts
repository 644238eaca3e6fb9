// Reading Rolldown's output bundle for the files a page loads: shared by the service worker's list of files to
// keep (service-worker-plugin.ts) and the list of each page's files (page-files-plugin.ts).

/** The parts of Rollup/Rolldown's output bundle that name the files a chunk loads. */
export interface BundleFile {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
  /** The module a chunk stands for, when it stands for one (a dynamically imported module does). */
  facadeModuleId?: string | null;
  source?: string | Uint8Array;
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

/** The built files index.html itself loads: its scripts, module preloads and stylesheets. */
export function filesLoadedBy(html: BundleFile | undefined): string[] {
  if (html?.type !== 'asset' || html.source === undefined) return [];
  const text = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
  return [...text.matchAll(/\b(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
}

/**
 * The files `roots` load before their code can run: themselves, the chunks they import statically, and the CSS
 * of each. A dynamic import is followed only when `followDynamic` accepts the module it stands for.
 */
export function staticClosure(
  bundle: Record<string, BundleFile>,
  roots: readonly string[],
  followDynamic: (module: string) => boolean = () => false,
): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const file = bundle[fileName];
    if (!file || files.has(file.fileName)) return;
    files.add(file.fileName);
    for (const css of file.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of file.imports ?? []) visit(imported);
    for (const dynamic of file.dynamicImports ?? []) {
      const module = bundle[dynamic]?.facadeModuleId;
      if (module && followDynamic(module)) visit(dynamic);
    }
  };
  for (const root of roots) visit(root);
  return files;
}
