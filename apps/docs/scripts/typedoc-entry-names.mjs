import { Converter, ParameterType, ReflectionKind } from 'typedoc';

/**
 * Names each module of the reference by the import specifier an integrator writes
 * (`@plugboard/react/core`) instead of its source path (`core`), from the `entryNames` option:
 * source file -> specifier.
 */
export function load(app) {
  app.options.addDeclaration({
    name: 'entryNames',
    help: 'Source file of each entry point -> the import specifier that names its module.',
    type: ParameterType.Mixed,
    defaultValue: {},
  });
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return;
    const file = context
      .getSymbolFromReflection(reflection)
      ?.declarations?.[0]?.getSourceFile().fileName;
    const names = app.options.getValue('entryNames');
    const match = Object.entries(names).find(
      ([source]) => normalize(source) === normalize(file ?? ''),
    );
    if (match) reflection.name = match[1];
  });
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    // A package with one entry has no module level: its project takes the specifier as name.
    const names = Object.values(app.options.getValue('entryNames'));
    if (names.length === 1) context.project.name = names[0];
  });
}

const normalize = (path) => path.replaceAll('\\', '/');
