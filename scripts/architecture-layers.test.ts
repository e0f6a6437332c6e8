import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// docs/ARCHITECTURE.md draws lib/'s layers by hand; .dependency-cruiser.cjs's LIB_LAYERS is what `npm run lint`
// enforces. The diagram must name exactly its layers, top first, each layer's units in its order, so the picture a
// reader trusts cannot drift from the rule.

const root = path.join(__dirname, '..');
const { LIB_LAYERS } = createRequire(__filename)(path.join(root, '.dependency-cruiser.cjs')) as { LIB_LAYERS: string[][] };
const architecture = readFileSync(path.join(root, 'docs', 'ARCHITECTURE.md'), 'utf8');

/** The diagram's layers, lowest first: each line of its first fenced block that starts with ` lib/`, by the names before its text. */
function diagramLayers(markdown: string): string[][] {
  const diagram = /^```\n([\s\S]*?)^```$/m.exec(markdown)?.[1] ?? '';
  return diagram
    .split('\n')
    .filter((line) => line.startsWith(' lib/'))
    .map((line) => (line.trim().split(/\s{2,}/)[0] ?? '').split(/\s*─\s*|,\s*/).map((name) => name.replace(/^lib\//, '')))
    .reverse();
}

/** LIB_LAYERS as the diagram writes it: tests left out (the prose names the two that sit high), the bottom layer's loose files as `*.ts`. */
function configLayers(layers: string[][]): string[][] {
  return layers.map((layer, index) => (index === 0 ? ['*.ts'] : layer.filter((entry) => !/\.test\.tsx?$/.test(entry))));
}

describe("docs/ARCHITECTURE.md's diagram of lib/", () => {
  it('names the layers of .dependency-cruiser.cjs, in their order', () => {
    expect(diagramLayers(architecture)).toEqual(configLayers(LIB_LAYERS));
  });

  it('draws the bottom layer as loose files alone, as LIB_LAYERS holds it', () => {
    expect(LIB_LAYERS[0]!.filter((entry) => !entry.includes('.'))).toEqual([]);
  });

  it('fails on a diagram with two layers swapped, or one missing', () => {
    const lines = architecture.split('\n');
    const mail = lines.findIndex((line) => line.startsWith(' lib/mail '));
    const newsletter = lines.findIndex((line) => line.startsWith(' lib/newsletter '));
    const swapped = lines.map((line, index) => (index === mail ? lines[newsletter]! : index === newsletter ? lines[mail]! : line));
    expect(diagramLayers(swapped.join('\n'))).not.toEqual(configLayers(LIB_LAYERS));
    const missing = lines.filter((_, index) => index !== mail);
    expect(diagramLayers(missing.join('\n'))).not.toEqual(configLayers(LIB_LAYERS));
    const renamed = lines.map((line) => line.replace(/^ lib\/outbox ─ lib\/admin/, ' lib/outbox'));
    expect(diagramLayers(renamed.join('\n'))).not.toEqual(configLayers(LIB_LAYERS));
  });
});
