export default definePageConfig({
  navigationBarTitleText: '企业主页',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
