export default definePageConfig({
  navigationBarTitleText: '集群详情',
  enablePullDownRefresh: false,
  backgroundTextStyle: 'dark',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
