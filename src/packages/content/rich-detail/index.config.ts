export default definePageConfig({
  navigationBarTitleText: '政策详情',
  backgroundTextStyle: 'dark',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
