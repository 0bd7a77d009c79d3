import { demoPlanSurvey } from './demo-purchase';
import type { PlanSeed } from './types';

const base = {
  renewSpanUnit: null,
  renewSpan: null,
  freeTrialDays: null,
  salesStartDate: null,
  salesEndDate: null,
  salesCount: 0,
  salesLimit: null,
  forceStopRenewDate: null,
  hasAvailableCampaign: false,
  orderCompletedMessage: null,
} as const;

/**
 * One plan per case of spec 000 §4 "Plan availability" and the sales-limit labels, with stable ids
 * that tests and e2e journeys name directly. Listed in display order.
 */
export const demoPlans: readonly PlanSeed[] = [
  {
    ...base,
    planId: 'monthly',
    planType: 'subscription',
    planName: '見放題 月額プラン',
    planDescription:
      '<p>全作品が<strong>見放題</strong>。</p>\n<p>初回7日間無料でお試しいただけます。<br>いつでも解約できます。</p>',
    renewSpanUnit: 'months',
    renewSpan: 1,
    freeTrialDays: 7,
    price: 990,
    hasAvailableCampaign: true,
    orderCompletedMessage: 'ご契約ありがとうございます。さっそく作品をお楽しみください。',
    survey: demoPlanSurvey,
  },
  {
    ...base,
    planId: 'yearly',
    planType: 'subscription',
    planName: '見放題 年額プラン',
    planDescription: '<p>月額プランより<em>2か月分</em>おトク。</p>\n<p>1年ごとに自動更新されます。</p>',
    renewSpanUnit: 'months',
    renewSpan: 12,
    price: 9900,
  },
  {
    ...base,
    planId: 'purchase',
    planType: 'purchase',
    planName: '劇場版 デモ物語（購入）',
    planDescription: '<p>購入すると<strong>無期限</strong>で視聴できます。</p>',
    price: 2500,
  },
  {
    ...base,
    planId: 'rental-2d',
    planType: 'rental',
    planName: '劇場版 デモ物語（レンタル 2日間）',
    planDescription:
      '<p>視聴開始から<strong>48時間</strong>ご覧いただけます。</p>\n<p>期間内は何度でも再生できます。</p>',
    renewSpanUnit: 'days',
    renewSpan: 2,
    price: 440,
  },
  {
    ...base,
    planId: 'few-left',
    planType: 'purchase',
    planName: '限定 特典映像つきセット',
    planDescription: '<p>数量限定の特典映像つきセットです。<br>残りわずか。</p>',
    price: 3300,
    salesCount: 8,
    salesLimit: 10,
  },
  {
    ...base,
    planId: 'last-one',
    planType: 'purchase',
    planName: '限定 サイン入りパッケージ',
    planDescription: '<p>あと1点（上限3点のうち2点販売済み）。</p>',
    price: 5500,
    salesCount: 2,
    salesLimit: 3,
  },
  {
    ...base,
    planId: 'sold-out',
    planType: 'purchase',
    planName: '限定 先行上映チケット',
    planDescription: '<p>完売しました。</p>',
    price: 1800,
    salesCount: 100,
    salesLimit: 100,
  },
  {
    ...base,
    planId: 'before-sale',
    planType: 'subscription',
    planName: '新作 先行見放題プラン',
    planDescription: '<p>2099年発売予定。</p>',
    renewSpanUnit: 'months',
    renewSpan: 1,
    price: 1490,
    salesStartDate: new Date('2099-01-01T00:00:00+09:00'),
  },
  {
    ...base,
    planId: 'after-sale',
    planType: 'rental',
    planName: '旧作 レンタル（7日間）',
    planDescription: '<p>販売は終了しました。</p>',
    renewSpanUnit: 'days',
    renewSpan: 7,
    price: 330,
    salesStartDate: new Date('2019-04-01T00:00:00+09:00'),
    salesEndDate: new Date('2020-12-31T23:59:59+09:00'),
  },
];
