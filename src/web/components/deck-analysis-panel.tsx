import { roleLabels, type DeckAnalysis } from '@shared/deck-analysis';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';

const scoreNames = [
  ['overall', 'Overall'],
  ['attack', 'Attack'],
  ['defence', 'Defence'],
  ['metaSimilarity', 'Meta similarity'],
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
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
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
        {analysis.cycleCost} elixir to cycle 4 cards · {analysis.airTargeting}{' '}
        {analysis.airTargeting === 1 ? 'card defends' : 'cards defend'} against air
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
      {analysis.issues.length > 0 && (
        <div>
          <h4 className="font-medium">Weaknesses</h4>
          <ul className="grid gap-1.5 pl-5">
            {analysis.issues.map((issue) => (
              <li key={issue.id} className="text-muted-foreground list-disc">
                <span className={issue.severity === 'problem' ? 'text-foreground' : undefined}>
                  {issue.text}
                </span>
                {issue.fixes.length > 0 && (
                  <div className="mt-0.5 text-xs">
                    <span className="text-foreground font-medium">Let’s fix it: </span>
                    {issue.fixes.map((fix) => fix.reason).join(' · ')}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {analysis.levelFit && <p className="text-muted-foreground">{analysis.levelFit.note}</p>}
    </div>
  );
}
