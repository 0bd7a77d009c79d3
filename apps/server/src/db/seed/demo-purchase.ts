import type { Survey } from '@vs/contract';
import type { StoreSeed } from './types';

/**
 * The demo store's purchase data, so every purchase path can be tried: the 'monthly'
 * plan's free trial and survey, a 30-days-free code (subscriptions only), a 100 % gift for films to
 * buy or rent, a discount, a code for another plan only, an ended campaign, and a limit of one live
 * subscription per member.
 */
export const demoPurchaseSettings: NonNullable<StoreSeed['purchase']> = { contractLimit: 1 };

/** The invoice issuer: a fictitious registration number with a valid check digit. */
export const demoBillingSettings: NonNullable<StoreSeed['billing']> = {
  issuerName: 'デモビデオストア株式会社',
  registrationNumber: 'T7123456789012',
};

export const demoCampaignCodes: NonNullable<StoreSeed['campaignCodes']> = [
  {
    code: 'DEMOFREE',
    campaignId: 'demo-free-30',
    campaignName: '30日間無料キャンペーン',
    campaignDescription: 'キャンペーンコードで30日間無料でご利用いただけます。',
    campaignType: 'free',
    freeDays: 30,
    planIds: null,
  },
  {
    code: 'FILMGIFT',
    campaignId: 'demo-film-gift',
    campaignName: '作品プレゼントキャンペーン',
    campaignDescription: '購入・レンタル作品を1本無料でお楽しみいただけます。',
    campaignType: 'discount',
    discountPercent: 100,
    discountContinuationCount: 1,
    planIds: null,
    planTypes: ['purchase', 'rental'],
  },
  {
    code: 'HALFPRICE',
    campaignId: 'demo-half-3',
    campaignName: '3か月半額キャンペーン',
    campaignDescription: '最初の3回のお支払いが半額になります。',
    campaignType: 'discount',
    discountPercent: 50,
    discountContinuationCount: 3,
    planIds: ['monthly', 'yearly'],
  },
  {
    code: 'YEARLYFREE',
    campaignId: 'demo-yearly-14',
    campaignName: '年額プラン 14日間無料',
    campaignDescription: '年額プラン専用のキャンペーンです。',
    campaignType: 'free',
    freeDays: 14,
    planIds: ['yearly'],
  },
  {
    code: 'ENDED2020',
    campaignId: 'demo-ended-2020',
    campaignName: '2020年 夏のキャンペーン',
    campaignDescription: null,
    campaignType: 'free',
    freeDays: 30,
    planIds: null,
    startDate: new Date('2020-07-01T00:00:00+09:00'),
    endDate: new Date('2020-09-01T00:00:00+09:00'),
  },
];

/** Asked on the 'monthly' plan's confirm page: one required choice and an optional comment. */
export const demoPlanSurvey: Survey = {
  surveyName: 'ご契約アンケート',
  surveyDescription: 'より良いサービスのため、ご協力をお願いします。',
  questions: [
    {
      questionId: 'source',
      questionType: 'radio',
      questionTitle: 'このサービスを何で知りましたか',
      questionDescription: null,
      required: true,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [
        { optionTitle: 'テレビCM' },
        { optionTitle: 'SNS' },
        { optionTitle: '友人・知人' },
        { optionTitle: 'その他' },
      ],
    },
    {
      questionId: 'wish',
      questionType: 'textarea',
      questionTitle: '観たい作品があればお聞かせください',
      questionDescription: '300文字以内',
      required: false,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [],
    },
  ],
};
