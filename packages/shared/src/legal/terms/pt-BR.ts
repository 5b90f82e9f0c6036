import { MINIMUM_AGE, type TermsDocument } from "../terms";

/** The Terms of Service in Brazilian Portuguese (docs/translations/pt-BR.md); the English version prevails. */
export const terms: TermsDocument = {
  title: "Termos de uso",
  lastUpdated: "Última atualização: {date}",
  intro: "Leia estes termos com atenção antes de usar o Somnia.",
  prevails:
    "Esta tradução é fornecida para sua conveniência. Em caso de divergência com a versão em inglês, prevalece a versão em inglês.",
  sections: [
    {
      id: "use-of-service",
      title: "Uso do serviço",
      paragraphs: [
        "O Somnia é um diário de sonhos privado, com um analista e um intérprete de sonhos baseados em IA. Ao criar uma conta ou usar o Somnia, você concorda com estes termos. Se não concordar, não use o serviço.",
        `Você precisa ter pelo menos ${MINIMUM_AGE} anos para usar o Somnia. Se ainda não atingiu a maioridade no lugar onde mora, só pode usar o Somnia com a permissão de um dos pais ou do responsável legal.`,
        "Use o Somnia de forma lícita e para o seu próprio diário. Não tente acessar contas de outras pessoas, prejudicar o funcionamento do serviço nem usá-lo para armazenar conteúdo que você não tem o direito de armazenar.",
      ],
    },
    {
      id: "user-content",
      title: "Seu conteúdo",
      paragraphs: [
        "Os sonhos, tags, respostas e notas que você escreve no Somnia são seus. Você mantém todos os direitos sobre eles.",
        "Você nos autoriza a armazenar e tratar seu conteúdo apenas na medida necessária para oferecer o serviço a você: salvar seu diário, mostrá-lo de volta a você e gerar as análises e interpretações que você pedir. Não vendemos seu conteúdo nem o usamos para exibir anúncios a você.",
        "Você é responsável pelo que escreve e por guardar uma cópia de tudo o que não pode perder.",
      ],
    },
    {
      id: "privacy",
      title: "Privacidade",
      paragraphs: [
        [
          "A forma como coletamos, protegemos e usamos seus dados está descrita na nossa ",
          { link: "privacy", text: "Política de privacidade" },
          ", que faz parte destes termos.",
        ],
      ],
    },
    {
      id: "not-medical-advice",
      title: "As interpretações da IA não são aconselhamento médico",
      paragraphs: [
        "As análises e interpretações do Somnia são geradas automaticamente por software. Elas são oferecidas apenas para reflexão e autoconhecimento. Podem estar incompletas ou erradas.",
        "Elas não são aconselhamento, diagnóstico nem tratamento médico, psicológico ou psiquiátrico, e não substituem um profissional qualificado. Se você tem preocupações com seu sono, seus sonhos ou sua saúde mental, converse com um médico ou terapeuta. Em caso de emergência, procure os serviços de emergência da sua região.",
      ],
    },
    {
      id: "account-and-data",
      title: "Sua conta e seus dados",
      paragraphs: [
        "Mantenha sua senha em segredo e nos avise imediatamente se achar que outra pessoa usou sua conta. Você é responsável pelas atividades realizadas na sua conta.",
        "Você pode pedir a exclusão da sua conta a qualquer momento. A exclusão remove seu perfil e todos os seus sonhos, análises e interpretações, e não pode ser desfeita.",
        "Podemos suspender uma conta que viole estes termos ou coloque em risco o serviço ou outras pessoas.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Propriedade intelectual",
      paragraphs: [
        "O nome, o logotipo, o software e o design do Somnia pertencem à equipe do Somnia e são protegidos por lei. Estes termos dão a você um direito pessoal e intransferível de usar o serviço; eles não dão a você nenhum outro direito sobre nosso nome, logotipo ou software. Seu próprio conteúdo continua sendo seu, como descrito acima.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitação de responsabilidade",
      paragraphs: [
        "O Somnia é fornecido “no estado em que se encontra”. Trabalhamos para mantê-lo disponível e seus dados seguros, mas não podemos garantir que o serviço estará sempre livre de interrupções ou erros.",
        "Na medida permitida por lei, não nos responsabilizamos por perdas indiretas ou consequentes, nem por decisões que você tomar com base em uma análise ou interpretação. Nada nestes termos limita uma responsabilidade que não possa ser limitada por lei.",
      ],
    },
    {
      id: "changes",
      title: "Alterações destes termos",
      paragraphs: [
        "Podemos atualizar estes termos. Quando isso acontecer, mudaremos a data no topo desta página e, no caso de alterações importantes, avisaremos você no app ou por e-mail antes que entrem em vigor. Se você continuar usando o Somnia depois que uma alteração entrar em vigor, os novos termos passarão a valer.",
      ],
    },
    {
      id: "contact",
      title: "Contato",
      paragraphs: [["Dúvidas sobre estes termos? Escreva para nós em ", { email: true }, "."]],
    },
  ],
};
