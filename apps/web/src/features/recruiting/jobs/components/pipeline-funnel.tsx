import { Box, ButtonBase, Stack, Typography } from '@mui/material';
import type { JobPipeline } from '../api/job-pipeline-api';

/**
 * The job's stages as bars, widest for the fullest stage: where candidates pile up shows at a glance.
 * Choosing a stage filters the list below it.
 */
export function PipelineFunnel({
  pipeline,
  selected,
  onSelect,
}: {
  pipeline: JobPipeline;
  selected?: string;
  onSelect?: (stageId: string | undefined) => void;
}) {
  const most = Math.max(1, ...pipeline.stages.map((stage) => stage.active));
  return (
    <Stack
      component="ol"
      spacing={1}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
      aria-label="Candidates per stage"
    >
      {pipeline.stages.map((stage) => {
        const isSelected = selected === stage.id;
        const content = (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xxs: '1fr', sm: '200px 1fr 48px' },
              gap: 1,
              alignItems: 'center',
              width: '100%',
              textAlign: 'left',
            }}
          >
            <Typography fontWeight={isSelected ? 700 : 500}>{stage.name}</Typography>
            <Box
              sx={{ bgcolor: 'action.hover', borderRadius: 1, height: 14, overflow: 'hidden' }}
              aria-hidden
            >
              <Box
                sx={{
                  width: `${(stage.active / most) * 100}%`,
                  minWidth: stage.active > 0 ? 6 : 0,
                  height: '100%',
                  bgcolor: isSelected ? 'primary.dark' : 'primary.main',
                }}
              />
            </Box>
            <Typography variant="body2" sx={{ textAlign: { sm: 'right' } }}>
              {stage.active}
            </Typography>
          </Box>
        );
        return (
          <Box component="li" key={stage.id}>
            {onSelect ? (
              <ButtonBase
                onClick={() => onSelect(isSelected ? undefined : stage.id)}
                aria-pressed={isSelected}
                aria-label={`${stage.name}: ${stage.active} active ${stage.active === 1 ? 'candidate' : 'candidates'}`}
                sx={{ width: '100%', p: 1, borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
              >
                {content}
              </ButtonBase>
            ) : (
              <Box sx={{ p: 1 }}>{content}</Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
