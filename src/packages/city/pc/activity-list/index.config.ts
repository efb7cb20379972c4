export default definePageConfig({
  navigationBarTitleText: '会议活动',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
