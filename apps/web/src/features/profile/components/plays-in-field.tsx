import { PLAYS_IN, type PlaysIn } from "@courtside/contract";
import { Radio, Stack } from "@mantine/core";
import { useT } from "../i18n.ts";
import "../../../components/choice-rows.css";

/** The radio's value for "not said" (null to the server): a radio needs a string. */
const UNSAID = "unsaid";

/**
 * The optional "Matches I play in": women's matches, men's matches, or prefer not to say. Asked
 * only where the club offers women's, men's and mixed matches (or once answered, so it can be
 * taken back); the hint says it decides which matches one may join and is shown to nobody.
 */
export function PlaysInField({
  value,
  onChange,
  error,
}: {
  value: PlaysIn | null;
  onChange: (value: PlaysIn | null) => void;
  error?: string;
}) {
  const t = useT();
  return (
    <Radio.Group
      className="choice-rows"
      label={t("profile.edit.playsIn")}
      description={t("profile.edit.playsInHint")}
      value={value ?? UNSAID}
      onChange={(next) => onChange(next === UNSAID ? null : (next as PlaysIn))}
      error={error}
    >
      <Stack gap={0}>
        {PLAYS_IN.map((option) => (
          <Radio key={option} value={option} label={t(`profile.edit.playsIn.${option}`)} />
        ))}
        <Radio value={UNSAID} label={t("profile.edit.playsIn.unsaid")} />
      </Stack>
    </Radio.Group>
  );
}
