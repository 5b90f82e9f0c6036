import { terms } from "../../../../domain/symbols/terms";

/**
 * What the report says is not the dream's scene (../symbol-scene.ts), by fixtures/pt/CORPUS.md: waking
 * life ("na vida real", "morreu há dois anos"), what a character only tells of, and what is only in a
 * photo or poster.
 */
export const PORTUGUESE_SCENE = {
  wakingLife: terms(`
    na vida real, na realidade, na vida de verdade, há * anos, há * * anos, há * meses, há anos, faz * anos,
    faz anos, anos atrás, meses atrás, desde o colégio, desde a escola, desde a faculdade, no ano passado
  `),
  wakingLifeBounds: terms("=que, =quem, =onde, =e"),
  speech: terms(`
    falava de, falava do, falava da, falávamos de, falamos de, falou de, falou do, falou da, falavam de,
    conversamos sobre, conversava sobre, contava das, contava dos
  `),
  pictured: terms(`
    foto de, foto do, foto da, fotos de, fotos do, fotos da, retrato de, retrato do, retrato da, =pôster de,
    =pôster do, =pôster da, estátua de, desenho de, desenho do, desenho da,
    vídeo de, vídeos de, vídeo do, vídeos do, foto minha, fotos minhas
  `),
};
