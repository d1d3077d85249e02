import type { OperationTool } from './operations.js';
import type { SchemaGraph } from './graph.js';
import { SchemaOffer } from './offer.js';
import { GraphValidators } from './validators.js';

const kib = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`);

/**
 * Completes the tools of a document: the shared schemas converted, each tool's validator
 * compiled from the graph (so a schema the registry cannot check is known at load, not at
 * the first call), its offered schema fitted to the cap, and its warnings in its record.
 * Returns the service's warnings (one line per kind of problem, with a count) and the
 * validators (their shared schemas and which ajv refused, for a load worker to hand over).
 */
export async function finishTools(
  ops: OperationTool[],
  graph: SchemaGraph,
  opts: { maxSchemaKib: number; pause: () => Promise<void> },
): Promise<{ warnings: string[]; validators: GraphValidators }> {
  while (graph.drain(50)) await opts.pause();
  const validators = new GraphValidators(graph);
  await validators.prepare(opts.pause);
  const offer = new SchemaOffer(graph, opts.maxSchemaKib * 1024);
  const unchecked: string[] = [];
  const reduced: string[] = [];
  for (const op of ops) {
    await opts.pause();
    const names = graph.closure(op.root);
    const { check, problems } = await validators.compile(op.root, names, opts.pause);
    const notes = [...new Set([...op.problems, ...graph.problems(names), ...problems])];
    const offered = offer.offer(op.root, names);
    const tool = op.tool;
    tool.inputSchema = offered.schema;
    tool.argsCheck = check;
    const warnings: string[] = [];
    if (notes.length > 0 || !check) {
      tool.unchecked = true;
      warnings.push(
        check
          ? `arguments partly not checked by the registry (the service still checks them): ${notes.join('; ')}`
          : `arguments not checked by the registry (the service still checks them): ${notes.join('; ')}`,
      );
      unchecked.push(`${tool.name} (${notes[0] ?? 'cannot be compiled'})`);
    }
    if (offered.reduced) {
      warnings.push(
        `input schema is ${kib(offered.fullBytes)}, over registry.max_tool_schema_kb (${opts.maxSchemaKib} KiB): offered with ` +
          `${offered.reduced}; calls are still validated against the full schema`,
      );
      reduced.push(`${tool.name} (${kib(offered.fullBytes)})`);
    }
    if (warnings.length > 0) tool.record.warnings = warnings;
  }
  validators.release();
  const out: string[] = [];
  const some = (list: string[]) => `${list.slice(0, 3).join(', ')}${list.length > 3 ? `, and ${list.length - 3} more` : ''}`;
  if (unchecked.length > 0)
    out.push(
      `${unchecked.length} of ${ops.length} tools have arguments the registry cannot fully check ` +
        `(their records say why): ${some(unchecked)}`,
    );
  if (reduced.length > 0)
    out.push(
      `${reduced.length} of ${ops.length} tools have input schemas over registry.max_tool_schema_kb (${opts.maxSchemaKib} KiB), ` +
        `offered reduced: ${some(reduced)}`,
    );
  return { warnings: out, validators };
}
