export default definePageConfig({
  navigationBarTitleText: '嘉宾主页',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
