import { roleLabels, type DeckAnalysis } from '@shared/deck-analysis';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';

const scoreNames = [
  ['attack', 'Attack'],
  ['defence', 'Defence'],
  ['synergy', 'Synergy'],
  ['versatility', 'Versatility'],
] as const;

/** The engine's analysis of a deck: scores, roles, strengths and weaknesses in plain words. */
export function DeckAnalysisPanel({
  analysis,
  className,
}: {
  analysis: DeckAnalysis;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-3 text-sm', className)}>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {scoreNames.map(([key, label]) => (
          <div key={key} className="bg-muted/60 rounded-md px-2 py-1.5">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="font-semibold">
              {analysis.scores[key]}
              <span className="text-muted-foreground text-xs font-normal">/10</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground text-xs">
        {analysis.archetype ? `${analysis.archetype} · ` : ''}
        {analysis.cycleCost} elixir to cycle 4 cards · {analysis.airTargeting} cards hit air
      </p>
      <ul className="flex flex-wrap gap-1" aria-label="Roles covered">
        {analysis.roles
          .filter((r) => r !== 'tower_troop')
          .map((role) => (
            <li key={role}>
              <Badge variant="secondary">{roleLabels[role]}</Badge>
            </li>
          ))}
      </ul>
      {analysis.strengths.length > 0 && (
        <div>
          <h4 className="font-medium">Strengths</h4>
          <ul className="text-muted-foreground list-disc pl-5">
            {analysis.strengths.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      )}
      {analysis.weaknesses.length > 0 && (
        <div>
          <h4 className="font-medium">Weaknesses</h4>
          <ul className="text-muted-foreground list-disc pl-5">
            {analysis.weaknesses.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      {analysis.levelFit && <p className="text-muted-foreground">{analysis.levelFit.note}</p>}
    </div>
  );
}
