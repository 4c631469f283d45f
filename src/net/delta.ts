// Small JSON deltas between two views of the same seat: a list of path/value patches.
//   [path, value]  set the value at path (an array index equal to the length appends)
//   [path]         delete an object key
//   [[...array path, 'length'], n]  truncate an array to n items
// The empty path replaces the whole value. Where a subtree changed so much that its patches are
// longer than the subtree itself, the delta carries the subtree instead.
import { cloneJson } from '../engine/clone.ts';
import { FORBIDDEN_KEYS } from './json-check.ts';

export type PathKey = string | number;
export type Patch = [path: PathKey[]] | [path: PathKey[], value: unknown];

type Obj = Record<string, unknown>;
const isContainer = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** Patches that turn `a` into `b` (both plain JSON data). */
export function diff(a: unknown, b: unknown): Patch[] {
  const out: Patch[] = [];
  diffInto(a, b, [], out);
  return out;
}

function diffInto(a: unknown, b: unknown, path: PathKey[], out: Patch[]): void {
  if (a === b) return;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) {
    out.push([path, b === undefined ? null : b]);
    return;
  }
  const start = out.length;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    const common = Math.min(a.length, bb.length);
    for (let i = 0; i < common; i++) diffInto(a[i], bb[i], [...path, i], out);
    for (let i = a.length; i < bb.length; i++) out.push([[...path, i], bb[i] === undefined ? null : bb[i]]);
    if (bb.length < a.length) out.push([[...path, 'length'], bb.length]);
  } else {
    const ao = a as Obj, bo = b as Obj;
    for (const key of Object.keys(ao)) {
      if (ao[key] !== undefined && bo[key] === undefined) out.push([[...path, key]]);
    }
    for (const key of Object.keys(bo)) {
      const bv = bo[key];
      if (bv === undefined) continue;
      if (ao[key] === undefined) out.push([[...path, key], bv]);
      else diffInto(ao[key], bv, [...path, key], out);
    }
  }
  // Several patches under one node: send the node whole if that is shorter.
  if (out.length - start > 1) {
    const patchBytes = JSON.stringify(out.slice(start)).length;
    const wholeBytes = JSON.stringify(path).length + JSON.stringify(b).length + 3;
    if (wholeBytes <= patchBytes) {
      out.length = start;
      out.push([path, b]);
    }
  }
}

export type PatchResult<T> = { ok: true; value: T } | { ok: false; reason: string };

const isIndex = (k: unknown): k is number => typeof k === 'number' && Number.isInteger(k) && k >= 0;
const isKey = (k: unknown): k is string => typeof k === 'string' && !FORBIDDEN_KEYS.has(k);

/** Applies `patches` to a copy of `base`. Malformed patches give an error, never an exception. */
export function applyPatches<T>(base: T, patches: readonly unknown[]): PatchResult<T> {
  let root: unknown = cloneJson(base);
  for (let p = 0; p < patches.length; p++) {
    const patch = patches[p];
    const fail = (why: string): PatchResult<T> => ({ ok: false, reason: `patch ${p}: ${why}` });
    if (!Array.isArray(patch) || (patch.length !== 1 && patch.length !== 2)) return fail('not a patch');
    const path: unknown = patch[0];
    if (!Array.isArray(path)) return fail('path is not a list');
    const hasValue = patch.length === 2;
    const value = hasValue ? cloneJson(patch[1]) : undefined;
    if (path.length === 0) {
      if (!hasValue) return fail('cannot delete the root');
      root = value;
      continue;
    }
    let node: unknown = root;
    for (let i = 0; i < path.length - 1; i++) {
      const key: unknown = path[i];
      if (Array.isArray(node)) {
        if (!isIndex(key) || key >= node.length) return fail('no such index');
        node = node[key];
      } else if (isContainer(node)) {
        if (!isKey(key) || !Object.prototype.hasOwnProperty.call(node, key)) return fail('no such key');
        node = (node as Obj)[key];
      } else return fail('path goes through a value');
    }
    const key: unknown = path[path.length - 1];
    if (Array.isArray(node)) {
      if (!hasValue) return fail('cannot delete an array item');
      if (key === 'length') {
        if (!isIndex(value) || value > node.length) return fail('bad length');
        node.length = value;
      } else {
        if (!isIndex(key) || key > node.length) return fail('bad index');
        node[key] = value;
      }
    } else if (isContainer(node)) {
      if (!isKey(key)) return fail('bad key');
      if (hasValue) (node as Obj)[key] = value;
      else delete (node as Obj)[key];
    } else return fail('target is not a container');
  }
  return { ok: true, value: root as T };
}
